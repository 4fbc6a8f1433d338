// The duplicate finder's groups as one viewer sees them: the candidate keys
// (duplicate-candidates.ts) checked against the records the scope sees (live, not of a pending
// import, and under owners_only the member's own), and the records of one page of groups.
import type { Company, CompanySize } from '@meridian/contract';
import { sql } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { byKey, candidateKeys, DUPLICATE_KEYS, nextTurn, type DuplicateTable, type KeyColumn } from './duplicate-candidates';
import { contactsWithCompany, type Contact } from './contact-list';

/** One group before its records are read: what its records share, and how many the viewer sees. */
export interface GroupRef {
  reason: string;
  key: string;
  size: number;
}

/** Keys per IN list when counting a group's records. */
const KEYS_PER_QUERY = 500;

/** Keys of every reason of `table` that two or more live rows share, organisation-wide: reason → keys in code-unit order. */
export async function candidatesOf(scope: TenantScope, table: DuplicateTable): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const [reason, column] of Object.entries(DUPLICATE_KEYS[table]) as [string, KeyColumn][]) out.set(reason, await candidateKeys(scope, table, column));
  return out;
}

/** How many records the scope sees for each of `keys` (only those with two or more). */
async function visibleSizes(scope: TenantScope, table: DuplicateTable, column: KeyColumn, keys: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const key = sql.ref(`${table}.${column}`);
    const rows = await scope
      .selectFrom(table)
      .select((eb) => [sql<string>`${key}`.as('k'), eb.fn.countAll<number>().as('n')])
      .where(sql.ref(`${table}.deleted_at`), 'is', null)
      .where(key, 'in', keys.slice(i, i + KEYS_PER_QUERY))
      .groupBy(key)
      .execute();
    for (const row of rows) if (Number(row.n) > 1) sizes.set(row.k as string, Number(row.n));
    await nextTurn();
  }
  return sizes;
}

/**
 * The groups the scope sees, ordered by reason (the order of DUPLICATE_KEYS: the contract's
 * reasons) then key. `candidates` are the organisation's (candidatesOf), shared by every viewer.
 */
export async function visibleGroups(scope: TenantScope, table: DuplicateTable, candidates: Map<string, string[]>): Promise<GroupRef[]> {
  const groups: GroupRef[] = [];
  for (const [reason, column] of Object.entries(DUPLICATE_KEYS[table]) as [string, KeyColumn][]) {
    const keys = candidates.get(reason) ?? [];
    const sizes = await visibleSizes(scope, table, column, keys);
    for (const key of [...sizes.keys()].sort(byKey)) groups.push({ reason, key, size: sizes.get(key)! });
  }
  return groups;
}

const columnOf = (table: DuplicateTable, reason: string): KeyColumn => (DUPLICATE_KEYS[table] as Record<string, KeyColumn>)[reason]!;

/** The group's contacts the scope sees, oldest first, at most `shown`. */
export function groupContacts(scope: TenantScope, group: GroupRef, shown: number): Promise<Contact[]> {
  return contactsWithCompany(scope)
    .where(sql.ref(`contacts.${columnOf('contacts', group.reason)}`), '=', group.key)
    .orderBy('contacts.created_at')
    .orderBy('contacts.id')
    .limit(shown)
    .execute();
}

const COMPANY_COLUMNS = [
  'companies.id',
  'companies.name',
  'companies.description',
  'companies.website',
  'companies.phone',
  'companies.email',
  'companies.address',
  'companies.industry',
  'companies.size',
  'companies.logo_url',
  'companies.owner_id',
  'companies.created_at',
  'companies.updated_at',
] as const;

/** The group's companies the scope sees, oldest first, at most `shown`, each with its live contacts counted. */
export async function groupCompanies(scope: TenantScope, group: GroupRef, shown: number): Promise<Company[]> {
  const rows = await scope
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('companies.deleted_at', 'is', null)
    .where(sql.ref(`companies.${columnOf('companies', group.reason)}`), '=', group.key)
    .orderBy('companies.created_at')
    .orderBy('companies.id')
    .limit(shown)
    .execute();
  if (rows.length === 0) return [];
  const counts = await scope
    .selectFrom('contacts')
    .select((eb) => ['contacts.company_id', eb.fn.countAll<number>().as('n')])
    .where('contacts.deleted_at', 'is', null)
    .where(
      'contacts.company_id',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy('contacts.company_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.company_id, Number(row.n)]));
  return rows.map((row) => ({ ...row, size: row.size as CompanySize | null, contact_count: countOf.get(row.id) ?? 0 }));
}
