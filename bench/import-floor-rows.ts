// What both floors of the import benchmark do alike (import-floor.ts, import-bulk-floor.ts): parse
// the file whole in this thread, and insert its rows, each with its search document and record keys
// (as the import writes them), into contacts.
import { rowKeys } from '../services/api/src/db/record-keys';
import type BetterSqlite3 from 'better-sqlite3';
import Papa from 'papaparse';
import type { Client } from 'pg';
import { uuidv7 } from 'uuidv7';
import { searchDocument } from '../services/api/src/db/search';

export const ORG = 'bench-floor';
const PG_BATCH = 5_000;
const FIELDS = ['first', 'last', 'email', 'phone', 'company', 'tags'] as const;

export type At = (name: string) => number;

const nullable = (value: string | undefined) => (value ? value : null);

/** The whole text parsed by papaparse in this thread; the rows with the header's number of fields. */
export function parseCsv(bytes: Buffer) {
  const parsed = Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true });
  const [header, ...records] = parsed.data;
  const width = header!.length;
  return { records, rows: records.filter((r) => r.length === width), at: (name: string) => header!.indexOf(name) };
}

/** One prepared single-row insert per row, each with its search document and keys; the caller's transaction. */
export function insertRowsSqlite(db: BetterSqlite3.Database, rows: string[][], at: At, now: string): number {
  const insert = db.prepare(
    `insert into contacts (id, org_slug, first, last, email, phone, company, tags, search_doc, created_at, updated_at, email_key, phone_key, name_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const [first, last, email, phone, company, tags] = FIELDS.map(at);
  let inserted = 0;
  for (const r of rows) {
    const values = { first: r[first!], last: r[last!], email: r[email!], phone: r[phone!], company: r[company!] };
    const doc = searchDocument('contacts', ORG, values);
    const keys = rowKeys('contacts', values);
    insert.run(
      uuidv7(),
      ORG,
      r[first!],
      r[last!],
      nullable(r[email!]),
      nullable(r[phone!]),
      nullable(r[company!]),
      nullable(r[tags!]),
      doc,
      now,
      now,
      keys.email_key,
      keys.phone_key,
      keys.name_key,
    );
    inserted++;
  }
  return inserted;
}

/** Batches of PG_BATCH rows as unnest() arrays, one after the other; the caller's transaction. */
export async function insertRowsPostgres(client: InstanceType<typeof Client>, rows: string[][], at: At, now: string): Promise<number> {
  const [first, last, email, phone, company, tags] = FIELDS.map(at);
  for (let start = 0; start < rows.length; start += PG_BATCH) {
    const batch = rows.slice(start, start + PG_BATCH);
    const column = (i: number, empty: boolean) => batch.map((r) => (empty ? nullable(r[i]) : r[i]));
    const keys = batch.map((r) => rowKeys('contacts', { first: r[first!], last: r[last!], email: r[email!], phone: r[phone!], company: r[company!] }));
    await client.query(
      `insert into contacts (id, org_slug, first, last, email, phone, company, tags, search_doc, created_at, updated_at, email_key, phone_key, name_key)
       select u.id, $1, u.first, u.last, u.email, u.phone, u.company, u.tags, u.search_doc, $2, $2, u.email_key, u.phone_key, u.name_key
       from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
         as u(id, first, last, email, phone, company, tags, search_doc, email_key, phone_key, name_key)`,
      [
        ORG,
        now,
        batch.map(() => uuidv7()),
        column(first!, false),
        column(last!, false),
        column(email!, true),
        column(phone!, true),
        column(company!, true),
        column(tags!, true),
        batch.map((r) => searchDocument('contacts', ORG, { first: r[first!], last: r[last!], email: r[email!], phone: r[phone!], company: r[company!] })),
        keys.map((k) => k.email_key),
        keys.map((k) => k.phone_key),
        keys.map((k) => k.name_key),
      ],
    );
  }
  return rows.length;
}
