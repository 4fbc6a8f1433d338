// An organisation of N contacts in which exactly GROUPS sets of records are duplicates, a third
// each by email, by phone digits and by name at a company (every tenth group of three, the rest
// pairs), with their record keys stored as every write path stores them (migration 0019).
// Everything else is unique: each contact has its own email and phone, and a surname of its own,
// so no two share a name at a company by chance. Multi-row inserts through the tenant scope, so
// the search and counter triggers run as they do for an import.
import { contactKeys, companyKeys } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';

const FIRSTS = 'james mary robert patricia john jennifer michael linda david elizabeth william barbara richard susan joseph jessica'.split(' ');
const SYLLABLES = 'bar ken dal mor fin hal wes tor lin gar ric son ber ton ley ham ford wood well man'.split(' ');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A surname of its own for every i below 20^5. */
function surname(i: number): string {
  let name = '';
  for (let n = i, k = 0; k < 5; k++, n = Math.floor(n / 20)) name += SYLLABLES[n % 20];
  return cap(name);
}

export interface DuplicateSeed {
  org: string;
  contacts: number;
  groups: number;
  companies: number;
}

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  company: string | null;
  company_id: string | null;
}

/** Which contact copies which one's sign: group g's first record is 100g + 1, its copies 100g + 51 (and 100g + 76 every tenth group). */
function copyOf(i: number, groups: number): { from: number; reason: number } | undefined {
  const g = Math.floor(i / 100);
  const at = i % 100;
  if (g >= groups || (at !== 51 && !(at === 76 && g % 10 === 0))) return undefined;
  return { from: g * 100 + 1, reason: g % 3 };
}

export async function seedDuplicates(handle: DbHandle, spec: DuplicateSeed, onProgress?: (done: number) => void): Promise<void> {
  if (spec.groups * 100 > spec.contacts) throw new Error(`${spec.groups} groups need ${spec.groups * 100} contacts`);
  const scope = tenantScope(handle.db, spec.org, handle.dialect);
  const base = Date.parse('2021-01-01T00:00:00Z');
  const companies = Array.from({ length: spec.companies }, (_, i) => {
    const name = `${surname(i + 3_000_000 - spec.companies)} Holdings ${i}`;
    const at = new Date(base + i * 1000).toISOString();
    return { id: uuidv7(), name, ...companyKeys({ name }), created_at: at, updated_at: at };
  });
  for (let i = 0; i < companies.length; i += 1000) await scope.insertInto('companies', companies.slice(i, i + 1000)).execute();

  const person = (i: number): Person => {
    const first = cap(FIRSTS[i % FIRSTS.length]!);
    const last = surname(i);
    const company = i % 5 === 0 ? undefined : companies[(i * 7919) % companies.length]!;
    const phone = `+1 555 ${String(i).padStart(7, '0')}`;
    return { first, last, email: `${first}.${last}.${i}@example.test`.toLowerCase(), phone, company: company?.name ?? null, company_id: company?.id ?? null };
  };
  const BATCH = 1000;
  const PER_TRANSACTION = 20;
  for (let start = 0; start < spec.contacts; start += BATCH * PER_TRANSACTION) {
    await scope.transaction(async (tx) => {
      for (let b = start; b < Math.min(start + BATCH * PER_TRANSACTION, spec.contacts); b += BATCH) {
        const rows = [];
        for (let i = b; i < Math.min(b + BATCH, spec.contacts); i++) {
          const own = person(i);
          const copy = copyOf(i, spec.groups);
          const source = copy && person(copy.from);
          const row =
            copy?.reason === 0
              ? { ...own, email: source!.email.toUpperCase() }
              : copy?.reason === 1
                ? { ...own, phone: source!.phone.replace(/ /g, '-') }
                : copy?.reason === 2
                  ? { ...own, first: source!.first, last: source!.last, company: source!.company, company_id: source!.company_id }
                  : own;
          const at = new Date(base + i * 1000).toISOString();
          rows.push({ id: uuidv7(), ...row, ...contactKeys(row), created_at: at, updated_at: at });
        }
        await tx.insertInto('contacts', rows).execute();
      }
    });
    onProgress?.(Math.min(start + BATCH * PER_TRANSACTION, spec.contacts));
  }
}
