// What an import has written, read past the API (which hides a pending import's rows): its
// contacts, its companies and its pending mark, in ONE statement, so as of one moment. Read in
// three statements, a removal that ends between the first and the last shows rows beside no
// pending mark, though the database never held both at once.
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/connection';

export interface ImportRows {
  contacts: number;
  companies: number;
  pending: number;
}

export async function importRows(db: DbHandle['db'], orgSlug: string, importId: string): Promise<ImportRows> {
  const { rows } = await sql<Record<keyof ImportRows, number | string>>`select
      (select count(*) from contacts where org_slug = ${orgSlug} and import_id = ${importId}) as contacts,
      (select count(*) from companies where org_slug = ${orgSlug} and import_id = ${importId}) as companies,
      (select count(*) from pending_imports where org_slug = ${orgSlug} and id = ${importId}) as pending`.execute(db);
  const row = rows[0]!;
  return { contacts: Number(row.contacts), companies: Number(row.companies), pending: Number(row.pending) };
}
