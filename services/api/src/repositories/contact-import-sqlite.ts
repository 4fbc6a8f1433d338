// SQLite side of the import: one BEGIN IMMEDIATE transaction on the worker's own connection.
// Readers (the API's connection, WAL) keep reading the last committed state throughout; writers
// wait for the commit. Per-row triggers and, for a big import into a small table, the secondary
// indexes are dropped INSIDE the transaction and recreated from their own stored SQL before the
// commit: SQLite DDL is transactional, so a crash or error at any point rolls them back with the rows.
import type BetterSqlite3 from 'better-sqlite3';
import { quoteIdent } from '../db/dialect';
import { searchDocument } from '../db/search';
import { sqliteSearchBackfill, sqliteSearchInsertTrigger, sqliteSearchTable } from '../db/search-indexes';
import type { ContactImportStore, ContactImportTx, ContactWriter, ExistingContact, ImportCompany, NewContacts } from './contact-import';

const ROWS_PER_STATEMENT = 100; // 1,200 parameters: fewer calls into SQLite, well under its limit
// Rebuilding an index sorts the whole table; it pays when the import brings at least as many rows
// as the table holds already (1M rows into an empty table: ~5 s of index builds instead of ~11 s).
const REBUILD_MIN_ROWS = 10_000;
const FTS_BULK_HASH_BYTES = 64 * 1024 * 1024;
const FTS_DEFAULT_HASH_BYTES = 1024 * 1024;
const COUNT_TRIGGER = 'contact_counts_ai'; // migrations/contact-counts.ts: +1 per live row inserted
const VERSION_TRIGGER = 'org_versions_contacts_ai'; // migration 0010: moves the organisation's version per row inserted
const COLUMNS = '(id, org_slug, first, last, email, phone, company, company_id, tags, search_doc, created_at, updated_at, owner_id)';
const ONE_ROW = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const WIDTH = 13;

interface SchemaObject {
  name: string;
  sql: string;
}

export function sqliteContactImport(db: BetterSqlite3.Database, orgSlug: string, ownerId: string | null = null): ContactImportStore {
  const triggerSql = (name: string) => db.prepare(`select sql from sqlite_schema where type = 'trigger' and name = ?`).pluck().get(name) as string | undefined;
  const contactIndexes = () =>
    db.prepare(`select name, sql from sqlite_schema where type = 'index' and tbl_name = 'contacts' and sql is not null`).all() as SchemaObject[];
  const hasStats = () => Boolean(db.prepare(`select 1 from sqlite_schema where name = 'sqlite_stat1'`).get());

  type Statement = BetterSqlite3.Statement<unknown[]>;

  /** `many` inserts ROWS_PER_STATEMENT rows, `one` a single row. */
  function insertRows(rows: NewContacts, now: string, many: Statement, one: Statement): void {
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

  /** A writer with the per-row triggers (and maybe the indexes) replaced by set-based equivalents at finish(). */
  function contactWriter(expectedRows: number, now: string): ContactWriter {
    // Every row above this rowid is ours: nobody else can insert while we hold the write lock.
    const maxRowid = db.prepare('select coalesce(max(rowid), 0) from contacts').pluck().get() as number;
    const searchTrigger = sqliteSearchInsertTrigger('contacts');
    const triggers = [searchTrigger, COUNT_TRIGGER, VERSION_TRIGGER].flatMap((name) => {
      const sql = triggerSql(name);
      return sql ? [{ name, sql }] : [];
    });
    const indexes = expectedRows >= REBUILD_MIN_ROWS && expectedRows >= maxRowid ? contactIndexes() : [];
    // DROP INDEX deletes the index's planner statistics (hand-written, migration 0003): keep them.
    const stats = indexes.length && hasStats() ? db.prepare(`select idx, stat from sqlite_stat1 where tbl = 'contacts'`).all() : [];
    for (const t of triggers) db.exec(`drop trigger ${quoteIdent(t.name)}`);
    for (const index of indexes) db.exec(`drop index ${quoteIdent(index.name)}`);
    const many = db.prepare(`insert into contacts ${COLUMNS} values ${Array(ROWS_PER_STATEMENT).fill(ONE_ROW).join(', ')}`);
    const one = db.prepare(`insert into contacts ${COLUMNS} values ${ONE_ROW}`);
    const company = db.prepare(`insert into companies (id, org_slug, name, search_doc, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`);
    const update = db.prepare(
      `update contacts set first = ?, last = ?, phone = ?, company = ?, company_id = ?, tags = ?, search_doc = ?, updated_at = ? where id = ? and org_slug = ?`,
    );
    let written = 0;

    return {
      write(companies, contacts, updates) {
        for (const c of companies) company.run(c.id, orgSlug, c.name, searchDocument('companies', orgSlug, c), now, now);
        insertRows(contacts, now, many, one);
        for (const u of updates) {
          update.run(u.first, u.last, u.phone, u.company, u.company_id, u.tags, searchDocument('contacts', orgSlug, u), now, u.id, orgSlug);
        }
        written += contacts.first.length;
      },
      async finish() {
        // Search entries before the indexes: measured 2.5x faster than after rebuilding them.
        if (written && triggers.some((t) => t.name === searchTrigger)) {
          // FTS5 writes a segment each time its pending terms pass 'hashsize' (1 MB by default) and
          // merges segments as it goes; with room for 64 MB it writes a few large ones instead
          // (measured alone at 1M rows: 1.9 s instead of 3.9 s, searches no slower). The setting is
          // stored in the table, in this transaction: put back for everyone else's small writes.
          const fts = sqliteSearchTable('contacts');
          db.exec(`insert into ${fts}(${fts}, rank) values ('hashsize', ${FTS_BULK_HASH_BYTES})`);
          db.prepare(sqliteSearchBackfill('contacts')).run(maxRowid);
          db.exec(`insert into ${fts}(${fts}, rank) values ('hashsize', ${FTS_DEFAULT_HASH_BYTES})`);
        }
        if (indexes.length) {
          // An index build sorts in runs as large as the page cache and merges them; small runs stay
          // in the CPU caches (measured at 1M rows: the builds take ~5 s with 8 MB, ~9 s with 128 MB; a
          // second sorter thread saves another ~2 s of ~7).
          const cacheSize = db.pragma('cache_size', { simple: true }) as number;
          db.pragma('cache_size = -8192');
          db.pragma('threads = 2');
          for (const index of indexes) db.exec(index.sql);
          db.pragma(`cache_size = ${cacheSize}`);
          db.pragma('threads = 0');
        }
        if (stats.length) {
          db.prepare(`delete from sqlite_stat1 where tbl = 'contacts'`).run();
          const insert = db.prepare(`insert into sqlite_stat1 (tbl, idx, stat) values ('contacts', ?, ?)`);
          for (const s of stats as { idx: string; stat: string }[]) insert.run(s.idx, s.stat);
        }
        if (written && triggers.some((t) => t.name === COUNT_TRIGGER)) {
          db.prepare(`insert into contact_counts (org_slug, live) values (?, ?) on conflict (org_slug) do update set live = live + excluded.live`).run(
            orgSlug,
            written,
          );
        }
        if (written && triggers.some((t) => t.name === VERSION_TRIGGER)) {
          // Once for the whole import, in its transaction: cached answers of the organisation go when it commits.
          db.prepare(
            `insert into org_versions (org_slug, shard, version) values (?, 0, 1) on conflict (org_slug, shard) do update set version = version + 1`,
          ).run(orgSlug);
        }
        for (const t of triggers) db.exec(t.sql);
      },
    };
  }

  const tx: ContactImportTx = {
    async liveEmails() {
      // Ordered by contacts_live_email_idx's expression, SQLite reads that index alone (0.17 s for
      // 500k contacts) instead of the all-rows email index plus each row (1.3 s). SQLite's lower()
      // folds ASCII only, so JavaScript finishes the job (as it does for the file).
      const rows = db
        .prepare(`select coalesce(lower(email), '') from contacts where org_slug = ? and deleted_at is null order by 1`)
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
           where org_slug = ? and deleted_at is null and email is not null order by created_at, id`,
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
      return db.prepare(`select id, name from companies where org_slug = ? and deleted_at is null order by created_at, id`).all(orgSlug) as ImportCompany[];
    },
    async contactWriter(expectedRows, now) {
      return contactWriter(expectedRows, now);
    },
    async recordResult(importId, summary, now) {
      db.prepare(`insert into import_results (id, org_slug, summary, created_at) values (?, ?, ?, ?)`).run(importId, orgSlug, summary, now);
    },
    async commit() {
      db.exec('commit');
    },
    async rollback() {
      if (db.inTransaction) db.exec('rollback');
    },
  };

  return {
    async begin() {
      db.exec('begin immediate');
      return tx;
    },
    async close() {
      db.close();
    },
  };
}
