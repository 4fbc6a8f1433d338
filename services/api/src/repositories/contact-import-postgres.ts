// PostgreSQL's side of the import (the rest is contact-import.ts): each batch is one short
// transaction on the worker's own client, its rows sent as unnest()ed arrays (one statement per
// table, so the statement-level triggers run once per batch). A second import into the
// organisation cannot run meanwhile: the job queue runs one per organisation.
import { companyNameKey } from '@meridian/contract';
import type { Client } from 'pg';
import { searchDocument } from '../db/search';
import {
  contactDocument,
  contactImportStore,
  type ContactImportStore,
  type ExistingContact,
  type ImportBatch,
  type ImportDialect,
  type ImportScope,
  type NewContacts,
  type Statement,
} from './contact-import';
import { contactRowKeys, lockEveryEmail, takenEmailsSql, takenRows, updateKeys } from './contact-import-keys';

const BATCH_ROWS = 5_000;
const DISCARD_ROWS = 10_000;

const INSERT_CONTACTS = `
  insert into contacts (id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id, import_id,
    email_key, phone_key, name_key)
  select u.id, $1, u.first, u.last, u.email, u.phone, u.company, u.company_id, u.tags, u.search_doc, $2, $2, $12::text, $13,
    u.email_key, u.phone_key, u.name_key
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
    $14::text[], $15::text[], $16::text[])
    as u(id, first, last, email, phone, company, company_id, tags, search_doc, email_key, phone_key, name_key)`;

const STAGE_UPDATES = `
  insert into import_updates (org_slug, import_id, contact_id, first, last, phone, company, company_id, tags, search_doc, phone_key, name_key)
  select $1, $2, u.id, u.first, u.last, u.phone, u.company, u.company_id, u.tags, u.search_doc, u.phone_key, u.name_key
  from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
    as u(id, first, last, phone, company, company_id, tags, search_doc, phone_key, name_key)`;

const INSERT_COMPANIES = `
  insert into companies (id, org_slug, name, search_doc, created_at, updated_at, import_id, name_key)
  select u.id, $1, u.name, u.search_doc, $2, $2, $6, u.name_key
  from unnest($3::text[], $4::text[], $5::text[], $7::text[]) as u(id, name, search_doc, name_key)`;

/** The batch's new contacts but those at the `dropped` indexes (a copy only when some are). */
function keptRows(rows: NewContacts, dropped: readonly number[]): NewContacts {
  if (dropped.length === 0) return rows;
  const left = new Set(dropped);
  const keep = <T>(column: T[]) => column.filter((_, i) => !left.has(i));
  return {
    newId: rows.newId,
    first: keep(rows.first),
    last: keep(rows.last),
    email: keep(rows.email),
    emailKey: keep(rows.emailKey),
    phone: keep(rows.phone),
    company: keep(rows.company),
    companyId: keep(rows.companyId),
    tags: keep(rows.tags),
  };
}

export interface PostgresImportOptions extends ImportScope {
  client: Client;
}

export function postgresContactImport(options: PostgresImportOptions): ContactImportStore {
  return contactImportStore(postgresImportDialect(options), options);
}

/** `?` placeholders numbered as PostgreSQL takes them ($1, $2, …). */
const numbered = new Map<string, string>();
function pgText(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    let n = 0;
    numbered.set(sql, (text = sql.replace(/\?/g, () => `$${++n}`)));
  }
  return text;
}

function postgresImportDialect({ client, orgSlug, importId, ownerId, now }: PostgresImportOptions): ImportDialect {
  /** The batch, less the new contacts whose email a live contact has by now; answers their indexes. */
  async function insertBatch({ companies, contacts: all, updates }: ImportBatch): Promise<number[]> {
    // The organisation's email lock first: no contact of the API gets an email until the commit.
    const lock = lockEveryEmail(orgSlug);
    await client.query(pgText(lock.sql), lock.params);
    const keys = all.emailKey.filter((key) => key !== null);
    const taken = keys.length
      ? (await client.query<{ email_key: string }>(pgText(takenEmailsSql('(select unnest(?::text[]))')), [orgSlug, keys, importId])).rows
      : [];
    const dropped = takenRows(all, new Set(taken.map((row) => row.email_key)));
    const contacts = keptRows(all, dropped);
    if (companies.length) {
      await client.query(INSERT_COMPANIES, [
        orgSlug,
        now,
        companies.map((c) => c.id),
        companies.map((c) => c.name),
        companies.map((c) => searchDocument('companies', orgSlug, c)),
        importId,
        companies.map((c) => companyNameKey(c.name)),
      ]);
    }
    const n = contacts.first.length;
    if (n) {
      const docs = Array.from({ length: n }, (_, i) => contactDocument(orgSlug, contacts, i));
      const keys = Array.from({ length: n }, (_, i) => contactRowKeys(contacts, i));
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
        contacts.emailKey,
        keys.map((k) => k.phone_key),
        keys.map((k) => k.name_key),
      ]);
    }
    if (updates.length) {
      const column = <K extends keyof ExistingContact>(key: K) => updates.map((u) => u[key]);
      const staged = updates.map(updateKeys);
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
        staged.map((k) => k.phone_key),
        staged.map((k) => k.name_key),
      ]);
    }
    return dropped;
  }

  /** Runs `body` in one transaction. `durable`: done only once it is on disk. */
  async function inTransaction<T>(body: () => Promise<T>, durable = false): Promise<T> {
    await client.query('begin');
    try {
      if (durable) await client.query('set local synchronous_commit = on'); // done means on disk
      const result = await body();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  async function run(statements: readonly Statement[]): Promise<number[]> {
    const changes: number[] = [];
    for (const { sql, params, mustChange } of statements) {
      const { rowCount } = await client.query(pgText(sql), params);
      if (mustChange && !rowCount) throw new Error(mustChange);
      changes.push(rowCount ?? 0);
    }
    return changes;
  }

  return {
    batchRows: BATCH_ROWS,
    async start() {
      // A batch need not wait for its commit to reach the disk: a crash loses at most the last
      // batches, checkpoint included, and the job resumes before them. publish() waits for its own.
      await client.query(`set synchronous_commit = off`);
      // Room for the search index's pending list to be merged in larger, cheaper steps.
      await client.query(`set work_mem = '64MB'`);
    },
    async rows<T>(sql: string, params: unknown[]) {
      return (await client.query(pgText(sql), params)).rows as T[];
    },
    async values<T>(sql: string, params: unknown[]) {
      const { rows } = await client.query<[T]>({ text: pgText(sql), values: params, rowMode: 'array' });
      return rows.map(([value]) => value);
    },
    writeBatch: (batch, after) =>
      inTransaction(async () => {
        const dropped = await insertBatch(batch);
        await run(after(dropped));
        return dropped;
      }),
    transaction: (statements, { durable } = {}) => inTransaction(() => run(statements), durable),
    sliceDelete: (table) => ({
      sql: `delete from ${table} where id in (select id from ${table} where org_slug = ? and import_id = ? limit ${DISCARD_ROWS}) and org_slug = ?`,
      params: [orgSlug, importId, orgSlug],
    }),
    async close() {
      await client.end();
    },
  };
}
