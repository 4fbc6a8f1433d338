// The one way repositories reach the database. A scope is bound to the organisation of the
// verified token; every builder it hands out is already filtered by, or stamped with, org_slug,
// so a query cannot forget the tenant. Repositories receive a scope, never the Kysely instance.
import type {
  Compilable,
  RawBuilder,
  DeleteQueryBuilder,
  InferResult,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { DialectName } from './dialect';
import { rowKeys } from './record-keys';
import { ORG_SLOT, runPrepared, Slot } from './prepared';
import { ownedBy } from './record-access';
import type { Database, TenantTable } from './schema';
import { searchDocument } from './search';
import { IMPORTED_TABLES, visibleRow, type ImportedTable } from './visible';

export type TenantInsert<T extends TenantTable> = Omit<Insertable<Database[T]>, 'org_slug'>;

/** An insert whose rows are fixed: `values` cannot be called again to replace the stamped rows. */
export type ScopedInsert<T extends TenantTable> = Omit<InsertQueryBuilder<Database, T, InsertResult>, 'values' | 'columns' | 'expression' | 'defaultValues'>;

/** Stands for the owner of a narrowed scope in a prepared query (db/prepared.ts). */
const OWNER_SLOT = new Slot('owner_id');

export interface TenantScope {
  readonly orgSlug: string;
  /**
   * Set when the scope sees only the contacts and companies this member owns (record access,
   * db/record-access.ts): every query it starts from those tables carries `owner_id = ownerOnly`.
   * A query reaching contacts through a join adds `ownedBy('contacts', scope.ownerOnly)` itself.
   */
  readonly ownerOnly?: string;
  /** For dialect-specific helpers such as `searchCondition`. */
  readonly dialect: DialectName;
  /**
   * `select … from table where table.org_slug = :org` (and, for contacts and companies, not a row of
   * an import still being written: db/visible.ts; so too updateTable and deleteFrom). Joined tenant
   * tables must also join on org_slug.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's own "nothing selected yet"
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, {}>;
  /** `update table … where table.org_slug = :org`. org_slug and id are not updatable (see schema). */
  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  /** `delete from table where table.org_slug = :org`. */
  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
  /**
   * `insert into table` with org_slug stamped on every row (a caller-supplied org_slug is
   * overwritten), and for contacts and companies the search document and the record keys
   * (db/record-keys.ts) made from the row.
   */
  insertInto<T extends TenantTable>(table: T, values: TenantInsert<T> | readonly TenantInsert<T>[]): ScopedInsert<T>;
  /**
   * A statement the builders cannot express (PostgreSQL's data-modifying WITH, one round trip for a
   * write and its history). `build` is given the organisation and must filter every table it
   * reads by it and stamp it on every row it writes; each use has its own tenancy tests.
   */
  statement<R>(build: (orgSlug: string) => RawBuilder<R>): Promise<R[]>;
  /** Runs `fn` in a transaction with a scope for the same organisation. */
  transaction<R>(fn: (scope: TenantScope) => Promise<R>): Promise<R>;
  /**
   * Runs the query `build` makes from the scope it is given, compiled once per `key` for every
   * organisation (db/prepared.ts) and run for this one, with `values` in its slots. `key` must
   * name every choice the query's shape depends on.
   */
  prepared<Q extends Compilable<unknown>>(key: string, build: (scope: TenantScope) => Q, values: Record<string, unknown>): Promise<InferResult<Q>>;
  /** The same organisation, seeing only the contacts and companies `ownerId` owns. */
  narrowedTo(ownerId: string): TenantScope;
}

export function tenantScope(db: Kysely<Database>, orgSlug: string, dialect: DialectName, ownerOnly?: string): TenantScope {
  if (!orgSlug) throw new Error('tenantScope needs an organisation');
  // Kysely cannot resolve column names of a generic table type, so the builders are created
  // untyped here and given their precise types on the way out; callers stay fully typed.
  /* eslint-disable @typescript-eslint/no-explicit-any -- untyped builders, typed by TenantScope on the way out */
  const raw = db as unknown as Kysely<any>;
  const column = (table: string) => `${table}.org_slug`;
  // The organisation's rows, less those of an import still being written (db/visible.ts), and
  // of a narrowed scope, less those of other owners.
  const scoped = <Q extends { where: (...args: any[]) => Q }>(query: Q, table: string): Q => {
    const own = query.where(column(table), '=', orgSlug);
    if (!IMPORTED_TABLES.includes(table)) return own;
    const visible = own.where(visibleRow(table as ImportedTable));
    return ownerOnly === undefined ? visible : visible.where(ownedBy(table as ImportedTable, ownerOnly));
  };
  return {
    orgSlug,
    ownerOnly,
    dialect,
    selectFrom: (table) => scoped(raw.selectFrom(table as string) as any, table) as any,
    updateTable: (table) => scoped(raw.updateTable(table as string) as any, table) as any,
    deleteFrom: (table) => scoped(raw.deleteFrom(table as string) as any, table) as any,
    insertInto: (table, values) => {
      const list: readonly object[] = Array.isArray(values) ? values : [values];
      if (list.length === 0) throw new Error(`insertInto(${table}) needs at least one row`);
      // Spread first, stamp last: a stray org_slug in the input cannot win.
      const stamp = (row: object) =>
        table === 'contacts' || table === 'companies'
          ? { ...row, org_slug: orgSlug, search_doc: searchDocument(table, orgSlug, row), ...rowKeys(table, row) }
          : { ...row, org_slug: orgSlug };
      return raw.insertInto(table as string).values(list.map(stamp)) as any;
    },
    /* eslint-enable @typescript-eslint/no-explicit-any */
    statement: async (build) => (await build(orgSlug).execute(db)).rows,
    transaction: (fn) => db.transaction().execute((trx) => fn(tenantScope(trx, orgSlug, dialect, ownerOnly))),
    // Built for the organisation's slot (and a narrowed scope's owner slot), run bound to this
    // scope's own: a prepared query is as filtered as any other, and cannot be given another
    // organisation or owner.
    prepared: (key, build, values) =>
      ownerOnly === undefined
        ? runPrepared(db, key, () => build(tenantScope(db, ORG_SLOT as unknown as string, dialect)), { ...values, [ORG_SLOT.name]: orgSlug })
        : runPrepared(db, `${key} owner`, () => build(tenantScope(db, ORG_SLOT as unknown as string, dialect, OWNER_SLOT as unknown as string)), {
            ...values,
            [ORG_SLOT.name]: orgSlug,
            [OWNER_SLOT.name]: ownerOnly,
          }),
    narrowedTo: (ownerId) => tenantScope(db, orgSlug, dialect, ownerId),
  };
}
