// SQLite's side of the import (the rest is contact-import.ts): each batch is one BEGIN IMMEDIATE
// transaction on the worker's own connection, tens of milliseconds of the write lock, and between
// batches the API's writers go first (writeTurns). A batch's contacts go in as multi-row inserts,
// and its search entries are written by one statement over its rows instead of a trigger per row
// (db/search-indexes.ts: ~4 µs a row against ~20).
import { performance } from 'node:perf_hooks';
import { companyNameKey } from '@meridian/contract';
import type BetterSqlite3 from 'better-sqlite3';
import { searchDocument } from '../db/search';
import { sqliteSearchTable } from '../db/search-indexes';
import {
  contactDocument,
  contactImportStore,
  type ContactImportStore,
  type ImportDialect,
  type ImportScope,
  type NewContacts,
  type Statement as ImportStatement,
} from './contact-import';
import { contactRowKeys, takenEmailsSql, takenRows, updateKeys } from './contact-import-keys';

// A batch holds the write lock for about BATCH_MS (the API's writes wait at most that: less than
// their busy timeout, db/connection.ts): its size follows the time the last one took, since a row
// costs more as the indexes grow. Much smaller batches cost more in all (each commit writes every
// index page its rows touched).
const BATCH_MS = 25;
const BATCH_ROWS = { first: 1_000, least: 100, most: 5_000 };
const DISCARD_ROWS = 2_000;
const ROWS_PER_STATEMENT = 100; // 1,300 parameters: fewer calls into SQLite, well under its limit
const COLUMNS =
  '(id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id, import_id, email_key, phone_key, name_key)';
const WIDTH = 17;
const ONE_ROW = `(${Array(WIDTH).fill('?').join(', ')})`;

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
  const company = statement(
    `insert into companies (id, org_slug, name, search_doc, created_at, updated_at, import_id, name_key) values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const stage = statement(
    `insert into import_updates (org_slug, import_id, contact_id, first, last, phone, company, company_id, tags, search_doc, phone_key, name_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const taken = db.prepare(takenEmailsSql('(select value from json_each(?))')).pluck();
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

  /** The batch's rows but those at the `dropped` indexes. */
  function insertRows(rows: NewContacts, dropped: readonly number[]): void {
    const left = new Set(dropped);
    const kept = left.size ? rows.first.flatMap((_, i) => (left.has(i) ? [] : [i])) : undefined;
    const n = kept ? kept.length : rows.first.length;
    const fill = (params: unknown[], at: number, k: number) => {
      const i = kept ? kept[k]! : k;
      const { phone_key, name_key } = contactRowKeys(rows, i);
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
      params[at + 14] = rows.emailKey[i];
      params[at + 15] = phone_key;
      params[at + 16] = name_key;
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

  const run = (statements: readonly ImportStatement[]) =>
    statements.map(({ sql, params, mustChange }) => {
      const { changes } = statement(sql).run(...params);
      if (mustChange && !changes) throw new Error(mustChange);
      return changes;
    });

  /** Synchronous from BEGIN to COMMIT, once the API's writers have had their turn. */
  function inTransaction<T>(body: () => T): T {
    awaitTurn();
    db.exec('begin immediate');
    try {
      const result = body();
      db.exec('commit');
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
    async writeBatch(batch, after) {
      const started = performance.now();
      const dropped = inTransaction(() => {
        // BEGIN IMMEDIATE holds the write lock: no contact is written between this check and the commit.
        const keys = batch.contacts.emailKey.filter((key) => key !== null);
        const left = takenRows(batch.contacts, new Set(keys.length ? (taken.all(orgSlug, JSON.stringify(keys), importId) as string[]) : []));
        const contactsFrom = maxContact.get() as number;
        const companiesFrom = maxCompany.get() as number;
        for (const c of batch.companies) {
          company.run(c.id, orgSlug, c.name, searchDocument('companies', orgSlug, c), now, now, importId, companyNameKey(c.name));
        }
        insertRows(batch.contacts, left);
        for (const u of batch.updates) {
          const { phone_key, name_key } = updateKeys(u);
          stage.run(
            orgSlug,
            importId,
            u.id,
            u.first,
            u.last,
            u.phone,
            u.company,
            u.company_id,
            u.tags,
            searchDocument('contacts', orgSlug, u),
            phone_key,
            name_key,
          );
        }
        if (batch.contacts.first.length) searchContacts.run(contactsFrom, importId);
        if (batch.companies.length) searchCompanies.run(companiesFrom, importId);
        run(after(left));
        return left;
      });
      paced(batch.contacts.first.length + batch.updates.length, performance.now() - started);
      return dropped;
    },
    async transaction(statements) {
      return inTransaction(() => run(statements));
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
