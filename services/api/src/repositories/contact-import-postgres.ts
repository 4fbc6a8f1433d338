// PostgreSQL side of the import: one transaction on the worker's own client. Rows go in as
// multi-row inserts from unnest()ed arrays, a few thousand per statement, so the statement-level
// contact_counts trigger runs once per batch and the round trips stay few. Other readers and
// writers of the organisation carry on; a second import into it waits for the first to commit.
import type { Client } from 'pg';
import { searchDocument } from '../db/search';
import type { ContactImportStore, ContactImportTx, ExistingContact, ImportCompany } from './contact-import';

const BATCH = 5_000;
const MAX_PENDING = 4; // statements of BATCH rows: enough to keep the server busy while the file is read

const INSERT_CONTACTS = `
  insert into contacts (id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id)
  select u.id, $1, u.first, u.last, u.email, u.phone, u.company, u.company_id, u.tags, u.search_doc, $2, $2, $12::text
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
    as u(id, first, last, email, phone, company, company_id, tags, search_doc)`;

// Updates in batches too (an import of an organisation's own export updates every row).
const UPDATE_CONTACTS = `
  update contacts c set first = u.first, last = u.last, phone = u.phone, company = u.company,
    company_id = u.company_id, tags = u.tags, search_doc = u.search_doc, updated_at = $2
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
    as u(id, first, last, phone, company, company_id, tags, search_doc)
  where c.id = u.id and c.org_slug = $1`;

const INSERT_COMPANIES = `
  insert into companies (id, org_slug, name, search_doc, created_at, updated_at)
  select u.id, $1, u.name, u.search_doc, $2, $2 from unnest($3::text[], $4::text[], $5::text[]) as u(id, name, search_doc)`;

export function postgresContactImport(client: Client, orgSlug: string, ownerId: string | null = null): ContactImportStore {
  const tx: ContactImportTx = {
    async liveEmails() {
      const { rows } = await client.query<[string]>({
        text: 'select lower(email) from contacts where org_slug = $1 and deleted_at is null and email is not null',
        values: [orgSlug],
        rowMode: 'array',
      });
      return new Set(rows.map(([email]) => email.toLowerCase()));
    },
    async liveContactsByEmail() {
      const { rows } = await client.query<ExistingContact & { email: string }>(
        `select id, first, last, email, phone, company, company_id, tags from contacts
         where org_slug = $1 and deleted_at is null and email is not null order by created_at, id`,
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
      const { rows } = await client.query<ImportCompany>('select id, name from companies where org_slug = $1 and deleted_at is null order by created_at, id', [
        orgSlug,
      ]);
      return rows;
    },
    async recordResult(importId, summary, now) {
      await client.query('insert into import_results (id, org_slug, summary, created_at) values ($1, $2, $3, $4)', [importId, orgSlug, summary, now]);
    },
    async commit() {
      await client.query('commit');
    },
    async rollback() {
      await client.query('rollback').catch(() => undefined);
    },
    async contactWriter(_expectedRows, now) {
      // Batches are chained here, one query after the other, while the file is read further, so
      // reading overlaps the server's work; the first error fails the import.
      let queue: Promise<unknown> = Promise.resolve();
      let failure: unknown;
      // Statements sent and not yet done: the reader waits while there are more than a few, or
      // the whole file's rows would pile up in memory waiting for the server.
      const pending: Promise<unknown>[] = [];
      const send = (text: string, values: unknown[]) => {
        queue = queue
          .then(() => (failure === undefined ? client.query(text, values) : undefined))
          .then(undefined, (error: unknown) => void (failure ??= error));
        pending.push(queue);
      };
      return {
        async write(companies, contacts, updates) {
          if (companies.length) {
            send(INSERT_COMPANIES, [
              orgSlug,
              now,
              companies.map((c) => c.id),
              companies.map((c) => c.name),
              companies.map((c) => searchDocument('companies', orgSlug, c)),
            ]);
          }
          const n = contacts.first.length;
          for (let start = 0; start < n; start += BATCH) {
            const end = Math.min(n, start + BATCH);
            const part = <T>(column: T[]) => column.slice(start, end);
            const docs = Array.from({ length: end - start }, (_, k) => {
              const i = start + k;
              const row = {
                first: contacts.first[i],
                last: contacts.last[i],
                email: contacts.email[i],
                company: contacts.company[i],
                phone: contacts.phone[i],
              };
              return searchDocument('contacts', orgSlug, row);
            });
            send(INSERT_CONTACTS, [
              orgSlug,
              now,
              Array.from({ length: end - start }, contacts.newId),
              part(contacts.first),
              part(contacts.last),
              part(contacts.email),
              part(contacts.phone),
              part(contacts.company),
              part(contacts.companyId),
              part(contacts.tags),
              docs,
              ownerId,
            ]);
          }
          if (updates.length) {
            const column = <K extends keyof ExistingContact>(key: K) => updates.map((u) => u[key]);
            send(UPDATE_CONTACTS, [
              orgSlug,
              now,
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
          while (pending.length > MAX_PENDING) await pending.shift();
        },
        async finish() {
          await queue;
          if (failure !== undefined) throw failure;
        },
      };
    },
  };

  return {
    async begin() {
      await client.query('begin');
      try {
        // Two imports into one organisation would each pass the email checks and then both insert
        // the same addresses: the second waits here until the first has committed.
        await client.query(`select pg_advisory_xact_lock(hashtext('meridian-import:' || $1))`, [orgSlug]);
        // Room for the search index's pending list to be merged in larger, cheaper steps.
        await client.query(`set local work_mem = '64MB'`);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      return tx;
    },
    async close() {
      await client.end();
    },
  };
}
