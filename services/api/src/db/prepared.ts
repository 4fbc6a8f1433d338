// Queries compiled once and run many times with other values. Building and compiling a Kysely
// query is pure CPU (about a sixth of an uncached contacts page: builders, immutable nodes, the
// compiler's walk); for a query whose shape depends only on a few choices (the key), the SQL text
// is the same every time and only its parameters differ. The query is built once with markers
// (slots) where values go, and each run copies the parameters with the values put in.
import type { Compilable, CompiledQuery, InferResult, Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands for a value in a query built once; never reaches the database. */
export class Slot {
  constructor(readonly name: string) {}
}

/** The organisation's slot: tenant-scope.ts builds prepared queries for it and binds the scope's own. */
export const ORG_SLOT = new Slot('org_slug');

const compiled = new WeakMap<Kysely<Database>, Map<string, CompiledQuery>>();

/**
 * Runs `build()`'s query (compiled on first use of `key` with this Kysely instance) with each
 * slot replaced by `values[slot.name]`. `key` must name everything the query's shape depends on:
 * two calls with one key get the same SQL.
 */
export async function runPrepared<Q extends Compilable<unknown>>(
  db: Kysely<Database>,
  key: string,
  build: () => Q,
  values: Record<string, unknown>,
): Promise<InferResult<Q>> {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = new Map()));
  let query = queries.get(key);
  if (!query) queries.set(key, (query = build().compile()));
  const parameters = query.parameters.map((p) => {
    if (!(p instanceof Slot)) return p;
    if (!(p.name in values)) throw new Error(`prepared query ${key}: no value for ${p.name}`);
    return values[p.name];
  });
  const { rows } = await db.executeQuery({ ...query, parameters });
  return rows as InferResult<Q>;
}

/** A slot typed as the value it stands for, for builder methods that want a number or a string. */
export const slot = <T>(name: string) => new Slot(name) as unknown as T;
