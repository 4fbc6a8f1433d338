// Synthetic contacts and companies for the contacts API benchmark, inserted in bulk (multi-row
// inserts of 1,000 rows, 20 per transaction) through the tenant scope, so the search and
// counter triggers run as they would for an import.
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';

const FIRSTS = (
  'james mary robert patricia john jennifer michael linda david elizabeth william barbara richard susan joseph ' +
  'jessica thomas sarah charles karen christopher lisa daniel nancy matthew betty anthony sandra mark ashley donald ' +
  'kimberly steven emily andrew donna paul michelle joshua carol kenneth amanda kevin melissa brian deborah george ' +
  'stephanie timothy rebecca ronald sharon jason laura edward cynthia jeffrey dorothy ryan amy jacob kathleen gary ' +
  'angela nicholas shirley eric emma jonathan brenda stephen pamela larry nicole justin anna scott samantha brandon ' +
  'katherine benjamin christine samuel debra gregory rachel alexander carolyn patrick janet frank maria raymond olivia'
).split(' ');
const SYLLABLES = 'bar ken dal mor fin hal wes tor lin gar ric son ber ton ley ham ford wood well man'.split(' ');
const ADJECTIVES = 'blue red green north south east west silver golden iron bright rapid quiet grand prime true bold clear deep high'.split(' ');
const NOUNS = (
  'harbor river summit canyon forest meadow valley ridge bridge beacon anchor falcon eagle orbit vector ' +
  'quantum pixel signal matrix nexus pioneer frontier horizon atlas compass keystone lighthouse granite cedar maple'
).split(' ');
const SUFFIXES = ['Labs', 'Group', 'Systems', 'Partners', 'Holdings'];
/** A surname given to one contact in 100,000: the "rare" search. */
export const RARE_LAST = 'Zebulonski';

/** A well-mixed 32-bit hash of (i, salt): picks that do not follow each other or insertion order. */
function mix(i: number, salt: number): number {
  let x = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const surname = (i: number) => cap(SYLLABLES[i % 20]! + SYLLABLES[Math.floor(i / 20) % 20]! + SYLLABLES[Math.floor(i / 400) % 20]!);

export interface SeedSpec {
  org: string;
  contacts: number;
  companies: number;
  /** Owners given to the contacts and companies in turn (well mixed); none: owned by nobody. */
  owners?: readonly string[];
}

export async function seedContacts(handle: DbHandle, spec: SeedSpec, onProgress?: (done: number) => void): Promise<void> {
  const scope = tenantScope(handle.db, spec.org, handle.dialect);
  const owners = spec.owners ?? [];
  const ownerOf = (i: number) => (owners.length ? owners[mix(i, 7) % owners.length]! : null);
  const base = Date.parse('2020-01-01T00:00:00Z');
  const companies = Array.from({ length: spec.companies }, (_, i) => {
    const name = `${cap(ADJECTIVES[i % ADJECTIVES.length]!)} ${cap(NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]!)} ${SUFFIXES[i % 5]} ${i}`;
    const at = new Date(base + i * 60_000).toISOString();
    return { id: uuidv7(), name, industry: 'Technology', owner_id: ownerOf(i), created_at: at, updated_at: at };
  });
  for (let i = 0; i < companies.length; i += 1000) await scope.insertInto('companies', companies.slice(i, i + 1000)).execute();

  const BATCH = 1000;
  const PER_TRANSACTION = 20;
  for (let start = 0; start < spec.contacts; start += BATCH * PER_TRANSACTION) {
    await scope.transaction(async (tx) => {
      for (let b = start; b < Math.min(start + BATCH * PER_TRANSACTION, spec.contacts); b += BATCH) {
        const rows = [];
        for (let i = b; i < Math.min(b + BATCH, spec.contacts); i++) {
          const first = cap(FIRSTS[mix(i, 1) % FIRSTS.length]!);
          const last = i % 100_000 === 4_242 ? RARE_LAST : surname(mix(i, 2) % 8000);
          const company = mix(i, 3) % 5 === 0 ? null : companies[mix(i, 4) % companies.length]!;
          const at = new Date(base + (mix(i, 5) % 100_000_000) * 1000).toISOString();
          rows.push({
            id: uuidv7(),
            first,
            last,
            email: `${first}.${last}.${i}@${company ? company.name.split(' ')[1]!.toLowerCase() : 'mail'}.test`.toLowerCase(),
            phone: i % 3 ? `+1 555 ${String(i % 10_000).padStart(4, '0')}` : null,
            company: company?.name ?? null,
            company_id: company?.id ?? null,
            tags: i % 7 === 0 ? 'vip' : null,
            owner_id: ownerOf(i),
            created_at: at,
            updated_at: at,
            deleted_at: mix(i, 6) % 100 === 0 ? at : null,
          });
        }
        await tx.insertInto('contacts', rows).execute();
      }
    });
    onProgress?.(Math.min(start + BATCH * PER_TRANSACTION, spec.contacts));
  }
}
