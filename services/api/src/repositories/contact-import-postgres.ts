// PostgreSQL side of the import: each batch is one short transaction on the worker's own client,
// its rows sent as unnest()ed arrays (one statement per table, so the statement-level triggers run
// once per batch). Rows carry the import's id and stay hidden until publish() deletes the pending
// mark (migration 0013). A second import into the organisation cannot run meanwhile: the job queue
// runs one per organisation.
import type { Client } from 'pg';
import { searchDocument } from '../db/search';
import type { ContactImportStore, ExistingContact, ImportCompany } from './contact-import';

const BATCH_ROWS = 5_000;
const DISCARD_ROWS = 10_000;
const STOPPED = 'The import is being removed, or another runner took it over';
const VISIBLE = `(import_id is null or import_id not in (select id from pending_imports))`;

const INSERT_CONTACTS = `
  insert into contacts (id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id, import_id)
  select u.id, $1, u.first, u.last, u.email, u.phone, u.company, u.company_id, u.tags, u.search_doc, $2, $2, $12::text, $13
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
    as u(id, first, last, email, phone, company, company_id, tags, search_doc)`;

const STAGE_UPDATES = `
  insert into import_updates (org_slug, import_id, contact_id, first, last, phone, company, company_id, tags, search_doc)
  select $1, $2, u.id, u.first, u.last, u.phone, u.company, u.company_id, u.tags, u.search_doc
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
    as u(id, first, last, phone, company, company_id, tags, search_doc)`;

const INSERT_COMPANIES = `
  insert into companies (id, org_slug, name, search_doc, created_at, updated_at, import_id)
  select u.id, $1, u.name, u.search_doc, $2, $2, $6 from unnest($3::text[], $4::text[], $5::text[]) as u(id, name, search_doc)`;

const APPLY_UPDATES = `
  update contacts c set first = u.first, last = u.last, phone = u.phone, company = u.company,
    company_id = u.company_id, tags = u.tags, search_doc = u.search_doc, updated_at = $3
  from import_updates u
  where u.org_slug = $1 and u.import_id = $2 and c.org_slug = u.org_slug and c.id = u.contact_id and c.deleted_at is null`;

export interface PostgresImportOptions {
  client: Client;
  orgSlug: string;
  importId: string;
  ownerId: string | null;
  now: string;
}

export function postgresContactImport({ client, orgSlug, importId, ownerId, now }: PostgresImportOptions): ContactImportStore {
  let written = 0; // the checkpoint this runner wrote last
  async function transaction(fn: () => Promise<void>): Promise<void> {
    await client.query('begin');
    try {
      await fn();
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  return {
    batchRows: BATCH_ROWS,
    async open() {
      // A batch need not wait for its commit to reach the disk: a crash loses at most the last
      // batches, checkpoint included, and the job resumes before them. publish() waits for its own.
      await client.query(`set synchronous_commit = off`);
      // Room for the search index's pending list to be merged in larger, cheaper steps.
      await client.query(`set work_mem = '64MB'`);
      const { rows } = await client.query<{ records: number; summary: string }>(
        'select records::float8 as records, summary from pending_imports where id = $1 and org_slug = $2',
        [importId, orgSlug],
      );
      if (rows[0] && rows[0].records < 0) throw new Error(STOPPED);
      written = rows[0]?.records ?? 0;
      if (rows[0]) return rows[0];
      await client.query(`insert into pending_imports (id, org_slug, records, summary, created_at) values ($1, $2, 0, '{}', $3)`, [importId, orgSlug, now]);
      return undefined;
    },
    async liveEmails() {
      const { rows } = await client.query<[string]>({
        text: `select lower(email) from contacts where org_slug = $1 and deleted_at is null and email is not null and ${VISIBLE}`,
        values: [orgSlug],
        rowMode: 'array',
      });
      return new Set(rows.map(([email]) => email.toLowerCase()));
    },
    async liveContactsByEmail() {
      const { rows } = await client.query<ExistingContact & { email: string }>(
        `select id, first, last, email, phone, company, company_id, tags from contacts
         where org_slug = $1 and deleted_at is null and email is not null and ${VISIBLE} order by created_at, id`,
        [orgSlug],
      );
      const byEmail = new Map<string, ExistingContact>();
      for (const contact of rows) {
        const key = contact.email.toLowerCase();
        if (!byEmail.has(key)) byEmail.set(key, contact);
      }
      return byEmail;
    },
    async liveCompanies() {
      const { rows } = await client.query<ImportCompany>(
        `select id, name from companies where org_slug = $1 and deleted_at is null
           and (import_id is null or import_id = $2 or import_id not in (select id from pending_imports))
         order by created_at, id`,
        [orgSlug, importId],
      );
      return rows;
    },
    async write({ companies, contacts, updates }, at) {
      await transaction(async () => {
        if (companies.length) {
          await client.query(INSERT_COMPANIES, [
            orgSlug,
            now,
            companies.map((c) => c.id),
            companies.map((c) => c.name),
            companies.map((c) => searchDocument('companies', orgSlug, c)),
            importId,
          ]);
        }
        const n = contacts.first.length;
        if (n) {
          const docs = Array.from({ length: n }, (_, i) =>
            searchDocument('contacts', orgSlug, {
              first: contacts.first[i],
              last: contacts.last[i],
              email: contacts.email[i],
              company: contacts.company[i],
              phone: contacts.phone[i],
            }),
          );
          await client.query(INSERT_CONTACTS, [
            orgSlug,
            now,
            Array.from({ length: n }, contacts.newId),
            contacts.first,
            contacts.last,
            contacts.email,
            contacts.phone,
            contacts.company,
            contacts.companyId,
            contacts.tags,
            docs,
            ownerId,
            importId,
          ]);
        }
        if (updates.length) {
          const column = <K extends keyof ExistingContact>(key: K) => updates.map((u) => u[key]);
          await client.query(STAGE_UPDATES, [
            orgSlug,
            importId,
            column('id'),
            column('first'),
            column('last'),
            column('phone'),
            column('company'),
            column('company_id'),
            column('tags'),
            updates.map((u) => searchDocument('contacts', orgSlug, u)),
          ]);
        }
        // Moves on from the checkpoint this runner wrote last, or commits nothing: the import is
        // being removed (records < 0) or another runner took the job over (its lease ran out).
        const marked = await client.query('update pending_imports set records = $1, summary = $2 where id = $3 and records = $4', [
          at.records,
          at.summary,
          importId,
          written,
        ]);
        if (!marked.rowCount) throw new Error(STOPPED);
        written = at.records;
      });
    },
    async publish(summary, imported) {
      await transaction(async () => {
        await client.query('set local synchronous_commit = on'); // done means on disk
        await client.query(APPLY_UPDATES, [orgSlug, importId, now]);
        await client.query('delete from import_updates where org_slug = $1 and import_id = $2', [orgSlug, importId]);
        if (imported) {
          await client.query(
            'insert into contact_counts as c (org_slug, live) values ($1, $2) on conflict (org_slug) do update set live = c.live + excluded.live',
            [orgSlug, imported],
          );
        }
        await client.query('insert into import_results (id, org_slug, summary, created_at) values ($1, $2, $3, $4)', [importId, orgSlug, summary, now]);
        const shown = await client.query('delete from pending_imports where id = $1 and org_slug = $2 and records = $3', [importId, orgSlug, written]);
        if (!shown.rowCount) throw new Error(STOPPED);
      });
    },
    async discard() {
      // A published import's rows are the organisation's: only a pending one is removed.
      // Marked first: a batch still on its way commits nothing after this.
      const pending = await client.query('update pending_imports set records = -1 where id = $1 and org_slug = $2', [importId, orgSlug]);
      if (!pending.rowCount) return;
      for (const table of ['contacts', 'companies']) {
        for (;;) {
          const { rowCount } = await client.query(
            `delete from ${table} where id in (select id from ${table} where org_slug = $1 and import_id = $2 limit ${DISCARD_ROWS}) and org_slug = $1`,
            [orgSlug, importId],
          );
          if (!rowCount) break;
        }
      }
      await transaction(async () => {
        await client.query('delete from import_updates where org_slug = $1 and import_id = $2', [orgSlug, importId]);
        await client.query('delete from pending_imports where id = $1 and org_slug = $2', [importId, orgSlug]);
      });
    },
    async close() {
      await client.end();
    },
  };
}
