// Deterministic contact CSVs for the import benchmark (seeded PRNG: the same file every run):
// ~85 bytes a row, a few hundred companies (some spelt in capitals), ~2% rows that fail a check
// and ~2% repeats of an earlier email, with the counts an import of it must report.

const FIRSTS = (
  'james mary robert patricia john jennifer michael linda david elizabeth william barbara richard susan joseph ' +
  'jessica thomas sarah charles karen christopher lisa daniel nancy matthew betty anthony sandra mark ashley donald ' +
  'kimberly steven emily andrew donna paul michelle joshua carol kenneth amanda kevin melissa brian deborah george'
).split(' ');
const SYLLABLES = 'bar ken dal mor fin hal wes tor lin gar ric son ber ton ley ham'.split(' ');
const WORDS = 'Blue Red North South Silver Iron Grand Prime Bold Harbor River Summit Canyon Forest Meadow Ridge Beacon Falcon'.split(' ');
const SUFFIXES = ['Labs', 'Group', 'Systems', 'Partners', 'Ltd'];
const DOMAINS = ['example.com', 'mail.test', 'corp.example', 'inbox.test'];
const TAGS = ['', '', 'lead', 'customer', '"vip, lead"', '"partner, emea"'];
export const COMPANY_COUNT = 400;
/** The organisation whose user reads the contact list while the import runs. */
export const READER_ORG = 'bench-reader';

export const MAPPING = { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company', tags: 'tags' } as const;

export interface GeneratedCsv {
  csv: string;
  rows: number;
  expected: { imported: number; failed: number; companiesCreated: number };
}

/** mulberry32: small, fast and good enough to make a varied file reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const company = (i: number) => `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${SUFFIXES[i % SUFFIXES.length]}`;

export function generateCsv(rows: number, seed = 7): GeneratedCsv {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const lines: string[] = ['first,last,email,phone,company,tags'];
  const emails: string[] = [];
  const companies = new Set<string>();
  let failed = 0;
  for (let i = 0; i < rows; i++) {
    const first = pick(FIRSTS);
    const last = cap(pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES));
    const phone = `+1 555 ${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
    const c = Math.floor(random() * COMPANY_COUNT);
    const name = random() < 0.05 ? company(c).toUpperCase() : company(c);
    const tags = pick(TAGS);
    const roll = random();
    let email = `${first[0]}.${last.toLowerCase()}${i}@${pick(DOMAINS)}`;
    if (roll < 0.02 && emails.length) {
      email = pick(emails).toUpperCase(); // the same person again, spelt differently
      failed++;
    } else if (roll < 0.027) {
      email = `${first}.${last.toLowerCase()}.at.example.com`; // not an address
      failed++;
    } else if (roll < 0.034) {
      lines.push(`,,,${phone},${name},${tags}`); // no name, no email
      failed++;
      continue;
    } else if (roll < 0.04) {
      lines.push(`${cap(first)},${last},${email},${phone},${name},${tags},extra`); // one field too many
      failed++;
      continue;
    } else {
      emails.push(email);
      companies.add(name.toLowerCase());
    }
    lines.push(`${cap(first)},${last},${email},${phone},${name},${tags}`);
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows, expected: { imported: rows - failed, failed, companiesCreated: companies.size } };
}
