// The keys stored beside contacts and companies (migration 0019; record-keys.ts of the contract:
// email_key, phone_key, name_key; a company's name_key, domain_key), made in JavaScript (IDNA,
// accents) wherever a row is written: TenantScope's insertInto adds them to every row it inserts,
// an update adds `updatedKeys` of the row as it will be, and the import writes its own.
import { companyKeys, contactKeys } from '@meridian/contract';

type KeyedTable = 'contacts' | 'companies';

type ContactSource = Parameters<typeof contactKeys>[0];
type CompanySource = Parameters<typeof companyKeys>[0];
type Keys<T extends KeyedTable> = T extends 'contacts' ? ReturnType<typeof contactKeys> : ReturnType<typeof companyKeys>;

/** The keys of a row (a field absent counts as empty). */
export function rowKeys<T extends KeyedTable>(table: T, row: object): Keys<T> {
  return (table === 'contacts' ? contactKeys(row as ContactSource) : companyKeys(row as CompanySource)) as Keys<T>;
}

/** The keys of a row after an update: `changes` over `current`, an undefined change (not set) leaving the value as it is. */
export function updatedKeys<T extends KeyedTable>(table: T, current: object, changes: object): Keys<T> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) merged[key] = value;
  return rowKeys(table, merged);
}
