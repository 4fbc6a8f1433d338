// SQLite side of the import: each batch is one BEGIN IMMEDIATE transaction on the worker's own
// connection, tens of milliseconds of the write lock, and between batches the API's writers go
// first (writeTurns). Rows carry the import's id and stay hidden until publish() deletes the
// pending mark (migration 0013). The search entries of a batch are written by one statement
// over its rows instead of a trigger per row (db/search-indexes.ts: ~4 µs a row against ~20).
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { searchDocument } from '../db/search';
import { sqliteSearchTable } from '../db/search-indexes';
import type { ContactImportStore, ExistingContact, ImportCompany, NewContacts } from './contact-import';

// A batch holds the write lock for about BATCH_MS (the API's writes wait at most that: less than
// their busy timeout, db/connection.ts): its size follows the time the last one took, since a row
// costs more as the indexes grow. Much smaller batches cost more in all (each commit writes every
// index page its rows touched).
const BATCH_MS = 25;
const STOPPED = 'The import is being removed, or another runner took it over';
const BATCH_ROWS = { first: 1_000, least: 100, most: 5_000 };
const DISCARD_ROWS = 2_000;
const ROWS_PER_STATEMENT = 100; // 1,300 parameters: fewer calls into SQLite, well under its limit
const COLUMNS = '(id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id, import_id)';
const ONE_ROW = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const WIDTH = 14;
/** Visible to the API, or written by this import (the second parameter). */
const OURS_OR_VISIBLE = `(import_id is null or import_id = ? or import_id not in (select id from pending_imports))`;
const VISIBLE = `(import_id is null or import_id not in (select id from pending_imports))`;

export interface SqliteImportOptions {
  db: BetterSqlite3.Database;
  orgSlug: string;
  importId: string;
  /** The member who started the import: the owner of every contact it creates. */
  ownerId: string | null;
  now: string;
  /** Waits while the API's own writers want the lock (db/write-turns.ts). */
  awaitTurn?: () => void;
}

export function sqliteContactImport({ db, orgSlug, importId, ownerId, now, awaitTurn = () => undefined }: SqliteImportOptions): ContactImportStore {
  type Statement = BetterSqlite3.Statement<unknown[]>;
  const many = db.prepare(`insert into contacts ${COLUMNS} values ${Array(ROWS_PER_STATEMENT).fill(ONE_ROW).join(', ')}`);
  const one = db.prepare(`insert into contacts ${COLUMNS} values ${ONE_ROW}`);
  const company = db.prepare(`insert into companies (id, org_slug, name, search_doc, created_at, updated_at, import_id) values (?, ?, ?, ?, ?, ?, ?)`);
  const stage = db.prepare(
    `insert into import_updates (org_slug, import_id, contact_id, first, last, phone, company, company_id, tags, search_doc)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Moves on from the checkpoint this runner wrote last, or commits nothing: the import is being
  // removed (records < 0) or another runner took the job over (its lease ran out).
  const checkpoint = db.prepare(`update pending_imports set records = ?, summary = ? where id = ? and records = ?`);
  let written = 0;
  const maxRowid = (table: string) => db.prepare(`select coalesce(max(rowid), 0) from ${table}`).pluck();
  const indexSearch = (table: 'contacts' | 'companies') =>
    db.prepare(
      `insert into ${sqliteSearchTable(table)}(rowid, search_doc)
       select rowid, search_doc from ${table} where rowid > ? and import_id = ? and deleted_at is null`,
    );
  const maxContact = maxRowid('contacts');
  const maxCompany = maxRowid('companies');
  const searchContacts = indexSearch('contacts');
  const searchCompanies = indexSearch('companies');

  function insertRows(rows: NewContacts): void {
    const n = rows.first.length;
    const fill = (params: unknown[], at: number, i: number) => {
      params[at] = rows.newId();
      params[at + 1] = orgSlug;
      params[at + 2] = rows.first[i];
      params[at + 3] = rows.last[i];
      params[at + 4] = rows.email[i];
      params[at + 5] = rows.phone[i];
      params[at + 6] = rows.company[i];
      params[at + 7] = rows.companyId[i];
      params[at + 8] = rows.tags[i];
      params[at + 9] = searchDocument('contacts', orgSlug, {
        first: rows.first[i],
        last: rows.last[i],
        email: rows.email[i],
        company: rows.company[i],
        phone: rows.phone[i],
      });
      params[at + 10] = now;
      params[at + 11] = now;
      params[at + 12] = ownerId;
      params[at + 13] = importId;
    };
    const params: unknown[] = new Array(ROWS_PER_STATEMENT * WIDTH);
    let i = 0;
    for (; i + ROWS_PER_STATEMENT <= n; i += ROWS_PER_STATEMENT) {
      for (let j = 0; j < ROWS_PER_STATEMENT; j++) fill(params, j * WIDTH, i + j);
      (many as Statement).run(params);
    }
    const single: unknown[] = new Array(WIDTH);
    for (; i < n; i++) {
      fill(single, 0, i);
      (one as Statement).run(single);
    }
  }

  let heldMs = 0;
  /** `fn` in one BEGIN IMMEDIATE transaction, once the API's writers have had their turn (heldMs: how long it took). */
  function transaction<T>(fn: () => T): T {
    awaitTurn();
    const started = performance.now();
    db.exec('begin immediate');
    try {
      const result = fn();
      db.exec('commit');
      heldMs = performance.now() - started;
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('rollback');
      throw error;
    }
  }

  let batchRows = BATCH_ROWS.first;
  /** The next batch's size from the last one's time. */
  const paced = (rows: number, ms: number) => {
    if (rows < batchRows / 2) return; // a short last batch says little
    const next = (rows * BATCH_MS) / Math.max(ms, 1);
    batchRows = Math.min(BATCH_ROWS.most, Math.max(BATCH_ROWS.least, Math.round((batchRows + next) / 2)));
  };

  return {
    get batchRows() {
      return batchRows;
    },
    async open() {
      const found = db.prepare(`select records, summary from pending_imports where id = ? and org_slug = ?`).get(importId, orgSlug) as
        { records: number; summary: string } | undefined;
      if (found && found.records < 0) throw new Error(STOPPED);
      written = found?.records ?? 0;
      if (found) return found;
      transaction(() =>
        db.prepare(`insert into pending_imports (id, org_slug, records, summary, created_at) values (?, ?, 0, '{}', ?)`).run(importId, orgSlug, now),
      );
      return undefined;
    },
    async liveEmails() {
      // Ordered by contacts_live_email_idx's expression, SQLite reads that index (0.17 s for 500k
      // contacts) instead of the all-rows email index plus each row (1.3 s). SQLite's lower()
      // folds ASCII only, so JavaScript finishes the job (as it does for the file).
      const rows = db
        .prepare(`select coalesce(lower(email), '') from contacts where org_slug = ? and deleted_at is null and ${VISIBLE} order by 1`)
        .pluck()
        .iterate(orgSlug) as IterableIterator<string>;
      const emails = new Set<string>();
      for (const email of rows) if (email) emails.add(email.toLowerCase());
      return emails;
    },
    async liveContactsByEmail() {
      const rows = db
        .prepare(
          `select id, first, last, email, phone, company, company_id, tags from contacts
           where org_slug = ? and deleted_at is null and email is not null and ${VISIBLE} order by created_at, id`,
        )
        .iterate(orgSlug) as IterableIterator<ExistingContact & { email: string }>;
      const byEmail = new Map<string, ExistingContact>();
      for (const contact of rows) {
        const key = contact.email.toLowerCase();
        if (!byEmail.has(key)) byEmail.set(key, contact);
      }
      return byEmail;
    },
    async liveCompanies() {
      return db
        .prepare(`select id, name from companies where org_slug = ? and deleted_at is null and ${OURS_OR_VISIBLE} order by created_at, id`)
        .all(orgSlug, importId) as ImportCompany[];
    },
    async write({ companies, contacts, updates }, at) {
      transaction(() => {
        const contactsFrom = maxContact.get() as number;
        const companiesFrom = maxCompany.get() as number;
        for (const c of companies) company.run(c.id, orgSlug, c.name, searchDocument('companies', orgSlug, c), now, now, importId);
        insertRows(contacts);
        for (const u of updates) {
          stage.run(orgSlug, importId, u.id, u.first, u.last, u.phone, u.company, u.company_id, u.tags, searchDocument('contacts', orgSlug, u));
        }
        if (contacts.first.length) searchContacts.run(contactsFrom, importId);
        if (companies.length) searchCompanies.run(companiesFrom, importId);
        if (!checkpoint.run(at.records, at.summary, importId, written).changes) throw new Error(STOPPED);
        written = at.records;
      });
      paced(contacts.first.length + updates.length, heldMs);
    },
    async publish(summary, imported) {
      transaction(() => {
        db.prepare(
          `update contacts set first = u.first, last = u.last, phone = u.phone, company = u.company, company_id = u.company_id,
             tags = u.tags, search_doc = u.search_doc, updated_at = ?
           from import_updates u
           where u.org_slug = ? and u.import_id = ? and contacts.org_slug = u.org_slug and contacts.id = u.contact_id and contacts.deleted_at is null`,
        ).run(now, orgSlug, importId);
        db.prepare(`delete from import_updates where org_slug = ? and import_id = ?`).run(orgSlug, importId);
        if (imported) {
          db.prepare(`insert into contact_counts (org_slug, live) values (?, ?) on conflict (org_slug) do update set live = live + excluded.live`).run(
            orgSlug,
            imported,
          );
        }
        db.prepare(`insert into import_results (id, org_slug, summary, created_at) values (?, ?, ?, ?)`).run(importId, orgSlug, summary, now);
        const shown = db.prepare(`delete from pending_imports where id = ? and org_slug = ? and records = ?`).run(importId, orgSlug, written);
        if (!shown.changes) throw new Error(STOPPED);
      });
    },
    async discard() {
      // A published import's rows are the organisation's: only a pending one is removed.
      // Marked first: a batch still on its way commits nothing after this.
      if (!transaction(() => db.prepare(`update pending_imports set records = -1 where id = ? and org_slug = ?`).run(importId, orgSlug).changes)) return;
      for (const table of ['contacts', 'companies']) {
        const remove = db.prepare(
          `delete from ${table} where rowid in (select rowid from ${table} where org_slug = ? and import_id = ? limit ${DISCARD_ROWS})`,
        );
        while (transaction(() => remove.run(orgSlug, importId).changes) > 0);
      }
      transaction(() => {
        db.prepare(`delete from import_updates where org_slug = ? and import_id = ?`).run(orgSlug, importId);
        db.prepare(`delete from pending_imports where id = ? and org_slug = ?`).run(importId, orgSlug);
      });
    },
    async close() {
      db.close();
    },
  };
}
