// The audit trail's one writer (docs/ARCHITECTURE.md §5 "Audit trail"). Every change path calls
// `audit` with the transaction scope of its change, so an event exists exactly when the change
// committed: a change that fails or rolls back leaves no event, and an event never outlives its
// change. Rows are only inserted (migration 0017); reads are repositories/audit-events.ts.
import { sql, type RawBuilder } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { AuditAction, AuditChange, AuditRecordType } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

/** Who made a change, with the name they had then (kept on the event). Null: the system. */
export interface AuditActor {
  id: string;
  name: string;
}

/** One event as a change path describes it; the writer adds the id, the time and the actor. */
export interface AuditEntry {
  action: AuditAction;
  record_type: AuditRecordType;
  record_id?: string | null;
  /** The record's name as it is at the change ("Chloe Dubois", "Negotiation", "contacts.csv"). */
  record_name?: string | null;
  /** The contact and the company the event belongs to: it shows on their timelines. */
  contact_id?: string | null;
  company_id?: string | null;
  /** Each changed field, old → new, values as text (auditText). */
  changes?: readonly AuditChange[];
  /** Counts and names that are not field changes ({ created: 950, failed: 10 }). */
  details?: Readonly<Record<string, string | number>>;
}

/** The columns of one event row (what the SQL-text paths insert too: the import's last step, the PostgreSQL move). */
export interface AuditRow {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  record_type: string;
  record_id: string | null;
  record_name: string | null;
  contact_id: string | null;
  company_id: string | null;
  changes: string;
  details: string;
}

/**
 * Bench-only: MERIDIAN_BENCH_AUDIT=off, read once when the module loads, makes the writer write
 * nothing, so bench/audit-cost.ts can measure a change with and without it in the same run. Never
 * set it anywhere else: the product's audit trail depends on every event being written.
 */
export const AUDIT_WRITES = process.env.MERIDIAN_BENCH_AUDIT !== 'off';

/** Rows per insert statement: 12 columns each stays far below SQLite's bound parameters limit. */
const ROWS_PER_INSERT = 500;

/** The name an actor is recorded with: the token's name, else its email. */
export function auditActor(user: { id: string; name?: string | null; email?: string | null }): AuditActor {
  return { id: user.id, name: user.name || user.email || user.id };
}

/** A value as the trail keeps it: text, or null for nothing (null, undefined, ''). */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : String(value);
}

/** The fields of `fields` whose text differs between `before` and `after` (a field absent from `after` is unchanged). */
export function fieldChanges<K extends string>(fields: readonly K[], before: Partial<Record<K, unknown>>, after: Partial<Record<K, unknown>>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = auditText(before[field]);
    const to = auditText(after[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/** The row `entry` is stored as. */
export function auditRow(actor: AuditActor | null, entry: AuditEntry, at: string): AuditRow {
  return {
    id: uuidv7(),
    at,
    actor_id: actor?.id ?? null,
    actor_name: actor?.name ?? null,
    action: entry.action,
    record_type: entry.record_type,
    record_id: entry.record_id ?? null,
    record_name: entry.record_name ?? null,
    contact_id: entry.contact_id ?? null,
    company_id: entry.company_id ?? null,
    changes: JSON.stringify(entry.changes ?? []),
    details: JSON.stringify(entry.details ?? {}),
  };
}

/** The columns of an insert, org_slug first, in AuditRow's order. */
const INSERT_COLUMNS = sql.raw('org_slug, id, at, actor_id, actor_name, action, record_type, record_id, record_name, contact_id, company_id, changes, details');

/**
 * Records `events` by `actor`. `tx` MUST be the scope of the transaction that makes the change
 * (`scope.transaction(async (tx) => { …change…; await audit(tx, actor, {…}) })`), so the event
 * commits or rolls back with it. The organisation is the scope's. Plain and exported for every
 * change path, the members and invitations ones included. Written as SQL text rather than with
 * the query builder: building and compiling an insert of thirteen columns cost a fifth of the
 * event's price, on every change.
 */
export async function audit(
  tx: TenantScope,
  actor: AuditActor | null,
  events: AuditEntry | readonly AuditEntry[],
  at = new Date().toISOString(),
): Promise<void> {
  if (!AUDIT_WRITES) return;
  const list = Array.isArray(events) ? (events as readonly AuditEntry[]) : [events as AuditEntry];
  for (let i = 0; i < list.length; i += ROWS_PER_INSERT) {
    const rows = list.slice(i, i + ROWS_PER_INSERT).map((entry) => auditRow(actor, entry, at));
    await tx.statement(
      (org) => sql`insert into audit_events (${INSERT_COLUMNS}) values ${sql.join(rows.map((row) => sql`(${sql.join([org, ...Object.values(row)])})`))}`,
    );
  }
}

/**
 * `insert into audit_events (…) select … from <from>`: the row of `entry` whose values may be SQL
 * expressions over the statement's own rows (the one-statement PostgreSQL move), stamped with the
 * organisation. Nothing when the bench switch turned the writer off.
 */
export function auditInsertSql(
  orgSlug: string,
  actor: AuditActor | null,
  row: Record<keyof Omit<AuditRow, 'id' | 'at' | 'actor_id' | 'actor_name'>, unknown>,
  at: string,
  from: RawBuilder<unknown>,
): RawBuilder<unknown> | null {
  if (!AUDIT_WRITES) return null;
  const values: Record<string, unknown> = { org_slug: orgSlug, id: uuidv7(), at, actor_id: actor?.id ?? null, actor_name: actor?.name ?? null, ...row };
  const expression = (value: unknown) => (isSql(value) ? value : sql`${value}`);
  return sql`insert into audit_events (${sql.join(Object.keys(values).map((c) => sql.ref(c)))}) select ${sql.join(Object.values(values).map(expression))} from ${from}`;
}

function isSql(value: unknown): value is RawBuilder<unknown> {
  return typeof value === 'object' && value !== null && 'toOperationNode' in value;
}
