// SQLite's side of the import (the rest is contact-import.ts): each batch is one BEGIN IMMEDIATE
// transaction on the worker's own connection, tens of milliseconds of the write lock, and between
// batches the API's writers go first (writeTurns). A batch's contacts go in as multi-row inserts,
// and its search entries are written by one statement over its rows instead of a trigger per row
// (db/search-indexes.ts: ~4 µs a row against ~20).
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { searchDocument } from '../db/search';
import { sqliteSearchTable } from '../db/search-indexes';
import {
  VISIBLE,
  contactDocument,
  contactImportStore,
  type ContactImportStore,
  type ImportDialect,
  type ImportScope,
  type NewContacts,
} from './contact-import';

// A batch holds the write lock for about BATCH_MS (the API's writes wait at most that: less than
// their busy timeout, db/connection.ts): its size follows the time the last one took, since a row
// costs more as the indexes grow. Much smaller batches cost more in all (each commit writes every
// index page its rows touched).
const BATCH_MS = 25;
const BATCH_ROWS = { first: 1_000, least: 100, most: 5_000 };
const DISCARD_ROWS = 2_000;
const ROWS_PER_STATEMENT = 100; // 1,300 parameters: fewer calls into SQLite, well under its limit
const COLUMNS = '(id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id, import_id)';
const ONE_ROW = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const WIDTH = 14;

export interface SqliteImportOptions extends ImportScope {
  db: BetterSqlite3.Database;
  /** Waits while the API's own writers want the lock (db/write-turns.ts). */
  awaitTurn?: () => void;
}

export function sqliteContactImport(options: SqliteImportOptions): ContactImportStore {
  return contactImportStore(sqliteImportDialect(options), options);
}

function sqliteImportDialect({ db, orgSlug, importId, ownerId, now, awaitTurn = () => undefined }: SqliteImportOptions): ImportDialect {
  type Statement = BetterSqlite3.Statement<unknown[]>;
  const prepared = new Map<string, Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = db.prepare(sql)));
    return found;
  };
  const many = statement(`insert into contacts ${COLUMNS} values ${Array(ROWS_PER_STATEMENT).fill(ONE_ROW).join(', ')}`);
  const one = statement(`insert into contacts ${COLUMNS} values ${ONE_ROW}`);
  const company = statement(`insert into companies (id, org_slug, name, search_doc, created_at, updated_at, import_id) values (?, ?, ?, ?, ?, ?, ?)`);
  const stage = statement(
    `insert into import_updates (org_slug, import_id, contact_id, first, last, phone, company, company_id, tags, search_doc)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
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
      params[at + 9] = contactDocument(orgSlug, rows, i);
      params[at + 10] = now;
      params[at + 11] = now;
      params[at + 12] = ownerId;
      params[at + 13] = importId;
    };
    const params: unknown[] = new Array(ROWS_PER_STATEMENT * WIDTH);
    let i = 0;
    for (; i + ROWS_PER_STATEMENT <= n; i += ROWS_PER_STATEMENT) {
      for (let j = 0; j < ROWS_PER_STATEMENT; j++) fill(params, j * WIDTH, i + j);
      many.run(params);
    }
    const single: unknown[] = new Array(WIDTH);
    for (; i < n; i++) {
      fill(single, 0, i);
      one.run(single);
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
    async start() {},
    async rows<T>(sql: string, params: unknown[]) {
      return statement(sql).iterate(...params) as IterableIterator<T>;
    },
    async values<T>(sql: string, params: unknown[]) {
      return db
        .prepare(sql)
        .pluck()
        .iterate(...params) as IterableIterator<T>;
    },
    // Ordered by contacts_live_email_idx's expression, SQLite reads that index (0.17 s for 500k
    // contacts) instead of the all-rows email index plus each row (1.3 s).
    liveEmailsSql: `select coalesce(lower(email), '') from contacts where org_slug = ? and deleted_at is null and ${VISIBLE} order by 1`,
    /** Synchronous from BEGIN to COMMIT, once the API's writers have had their turn. */
    async transaction(statements, { batch } = {}) {
      awaitTurn();
      const started = performance.now();
      db.exec('begin immediate');
      try {
        if (batch) {
          const contactsFrom = maxContact.get() as number;
          const companiesFrom = maxCompany.get() as number;
          for (const c of batch.companies) company.run(c.id, orgSlug, c.name, searchDocument('companies', orgSlug, c), now, now, importId);
          insertRows(batch.contacts);
          for (const u of batch.updates) {
            stage.run(orgSlug, importId, u.id, u.first, u.last, u.phone, u.company, u.company_id, u.tags, searchDocument('contacts', orgSlug, u));
          }
          if (batch.contacts.first.length) searchContacts.run(contactsFrom, importId);
          if (batch.companies.length) searchCompanies.run(companiesFrom, importId);
        }
        const changes = statements.map(({ sql, params, mustChange }) => {
          const { changes } = statement(sql).run(...params);
          if (mustChange && !changes) throw new Error(mustChange);
          return changes;
        });
        db.exec('commit');
        if (batch) paced(batch.contacts.first.length + batch.updates.length, performance.now() - started);
        return changes;
      } catch (error) {
        if (db.inTransaction) db.exec('rollback');
        throw error;
      }
    },
    sliceDelete: (table) => ({
      sql: `delete from ${table} where rowid in (select rowid from ${table} where org_slug = ? and import_id = ? limit ${DISCARD_ROWS})`,
      params: [orgSlug, importId],
    }),
    async close() {
      db.close();
    },
  };
}
