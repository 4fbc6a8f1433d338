// The storage side of a CSV import, written once for both databases: what an import reads, the
// checkpoint of each batch, the last step that shows its rows, and the removal of a stopped one.
// What differs between SQLite and PostgreSQL (how a batch's rows are inserted, how a transaction
// runs, how big a batch is) is each one's dialect: contact-import-sqlite.ts, contact-import-postgres.ts.
// It runs in the import worker on the worker's own connection (not the app's Kysely pool), so it
// cannot use a TenantScope; instead every store is created for one organisation and binds that
// org_slug into every statement itself. The org comes from the verified token of the request that
// started the import, never from the file.
import { searchDocument } from '../db/search';
import { AUDIT_WRITES, auditRow, type AuditActor } from './audit-log';

export interface ImportCompany {
  id: string;
  name: string;
}

/** A batch of contacts to insert, column by column (rows at the same index belong together). */
export interface NewContacts {
  /** Ids are made as rows are written: a million id strings held at once would cost ~100 MB. */
  newId: () => string;
  first: string[];
  last: string[];
  email: (string | null)[];
  /** emailKey(email) of the contract, made once by the job (it checks the file's emails by it). */
  emailKey: (string | null)[];
  phone: (string | null)[];
  company: (string | null)[];
  companyId: (string | null)[];
  tags: (string | null)[];
}

/** A live contact as an import compares it (and, with 'update', rewrites it). */
export interface ExistingContact {
  id: string;
  first: string;
  last: string;
  /** Not changed by an import (it finds the contact by it); part of the search document. */
  email: string | null;
  phone: string | null;
  company: string | null;
  company_id: string | null;
  tags: string | null;
  /** Read for record access (the import's updatesOnlyOwnedBy), never written by an import. */
  owner_id?: string | null;
}

/** One batch: the companies first, then the new contacts (which may link to them), then the updates. */
export interface ImportBatch {
  companies: readonly ImportCompany[];
  contacts: NewContacts;
  updates: readonly ExistingContact[];
}

/** Where a job stood when its last batch committed. */
export interface ImportCheckpoint {
  /** Data records of the file read. */
  records: number;
  /** The counts so far (JSON of the job's summary counts). */
  summary: string;
}

/**
 * An import's rows are written in short transactions, one per batch, under the import's id, and
 * stay hidden (db/visible.ts) until publish() shows them all at once. Nothing holds a
 * transaction (or SQLite's write lock) while the file is read.
 */
export interface ContactImportStore {
  /** Rows a batch should hold: small enough that its transaction is short. */
  readonly batchRows: number;
  /** Marks the import pending (its rows hidden); a job that ran before gets its last checkpoint back. */
  open(): Promise<ImportCheckpoint | undefined>;
  /** The email keys (emailKey of the contract) of the organisation's visible live contacts, whoever owns them. */
  liveEmails(): Promise<Set<string>>;
  /** The organisation's visible live contacts with an email, by email key (the oldest wins). */
  liveContactsByEmail(): Promise<Map<string, ExistingContact>>;
  /** The organisation's visible live companies and those this import created already, oldest first. */
  liveCompanies(): Promise<ImportCompany[]>;
  /**
   * Writes one batch and the checkpoint after it in one transaction. The batch's emails are
   * checked again inside it (a contact may have been created meanwhile): a new contact whose email
   * a live contact has by then is left out. Answers their indexes in `batch.contacts`;
   * `checkpoint` is given them, to count them.
   */
  write(batch: ImportBatch, checkpoint: (dropped: readonly number[]) => ImportCheckpoint): Promise<number[]>;
  /**
   * The last step, one short transaction: the updates are applied, the counters moved, the result
   * recorded (see migration 0008) and the import's rows shown.
   */
  publish(summary: string, imported: number): Promise<void>;
  /** Removes what the import wrote, batch by batch, then its pending mark. */
  discard(): Promise<void>;
  close(): Promise<void>;
}

/** Which import a store writes, for whom, and when. */
export interface ImportScope {
  orgSlug: string;
  importId: string;
  /** The member who started the import: the owner of every contact it creates. */
  ownerId: string | null;
  now: string;
  /** Who the audit trail records as having imported (the member who started it), and the file's name. */
  audit?: { actor: AuditActor | null; fileName: string };
}

/** One statement, `?` for its parameters. `mustChange`: when it changes no row, its transaction rolls back with this message. */
export interface Statement {
  sql: string;
  params: unknown[];
  mustChange?: string;
}

/** What the two databases do their own way. */
export interface ImportDialect {
  /** Rows the next batch should hold. */
  readonly batchRows: number;
  /** Before anything else (PostgreSQL: the session's settings). */
  start(): Promise<void>;
  /** A query's rows in order (SQLite: read as they are used). */
  rows<T>(sql: string, params: unknown[]): Promise<Iterable<T>>;
  /** The first column of a query's rows. */
  values<T>(sql: string, params: unknown[]): Promise<Iterable<T>>;
  /**
   * One short transaction: the organisation's emails locked (PostgreSQL; SQLite's batch holds the
   * write lock), the new contacts whose email key `taken` finds among live contacts left out, the
   * batch's rows, then the statements `after` makes from the indexes left out. Answers those.
   */
  writeBatch(batch: ImportBatch, after: (dropped: readonly number[]) => readonly Statement[]): Promise<number[]>;
  /** One short transaction of `statements` in order; answers the rows each changed. `durable`: done only once it is on disk. */
  transaction(statements: readonly Statement[], options?: { durable?: boolean }): Promise<number[]>;
  /** Deletes up to a slice of the import's rows of `table`. */
  sliceDelete(table: 'contacts' | 'companies'): Statement;
  close(): Promise<void>;
}

export const STOPPED = 'The import is being removed, or another runner took it over';
/** Visible to the API: not a row of an import still pending (db/visible.ts). */
export const VISIBLE = `(import_id is null or import_id not in (select id from pending_imports))`;

/** A new contact's search document (row i of the batch). */
export function contactDocument(orgSlug: string, rows: NewContacts, i: number): string {
  return searchDocument('contacts', orgSlug, {
    first: rows.first[i],
    last: rows.last[i],
    email: rows.email[i],
    company: rows.company[i],
    phone: rows.phone[i],
  });
}

/**
 * The audit trail's one event of a published import (repositories/audit-log.ts), with its counts,
 * written by the import's last step, in its transaction; none when the bench switch is off.
 */
function importAuditStatement(orgSlug: string, importId: string, scope: ImportScope['audit'], summary: string): Statement | undefined {
  if (!AUDIT_WRITES) return undefined;
  const counts = JSON.parse(summary) as Record<string, number>;
  const details = {
    created: counts.imported ?? 0,
    updated: counts.updated ?? 0,
    skipped: counts.unchanged ?? 0,
    failed: counts.failed ?? 0,
    companies_created: counts.companiesCreated ?? 0,
    rows: counts.records ?? 0,
  };
  const row = auditRow(
    scope?.actor ?? null,
    { action: 'imported', record_type: 'import', record_id: importId, record_name: scope?.fileName ?? null, details },
    new Date().toISOString(),
  );
  const columns = ['org_slug', ...Object.keys(row)];
  return { sql: `insert into audit_events (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, params: [orgSlug, ...Object.values(row)] };
}

export function contactImportStore(dialect: ImportDialect, { orgSlug, importId, ownerId, now, audit }: ImportScope): ContactImportStore {
  let written = 0; // the checkpoint this runner wrote last
  const removeStaged = { sql: 'delete from import_updates where org_slug = ? and import_id = ?', params: [orgSlug, importId] };

  return {
    get batchRows() {
      return dialect.batchRows;
    },
    async open() {
      await dialect.start();
      const [found] = [
        ...(await dialect.rows<{ records: number | string; summary: string }>('select records, summary from pending_imports where id = ? and org_slug = ?', [
          importId,
          orgSlug,
        ])),
      ];
      const records = Number(found?.records ?? 0);
      if (records < 0) throw new Error(STOPPED);
      written = records;
      if (found) return { records, summary: found.summary };
      await dialect.transaction([
        { sql: `insert into pending_imports (id, org_slug, records, summary, created_at) values (?, ?, 0, '{}', ?)`, params: [importId, orgSlug, now] },
      ]);
      return undefined;
    },
    async liveEmails() {
      const sql = `select email_key from contacts where org_slug = ? and deleted_at is null and email_key is not null and ${VISIBLE}`;
      return new Set(await dialect.values<string>(sql, [orgSlug]));
    },
    async liveContactsByEmail() {
      const rows = await dialect.rows<ExistingContact & { email_key: string }>(
        `select id, first, last, email, email_key, phone, company, company_id, tags, owner_id from contacts
         where org_slug = ? and deleted_at is null and email_key is not null and ${VISIBLE} order by created_at, id`,
        [orgSlug],
      );
      const byEmail = new Map<string, ExistingContact>();
      for (const { email_key: key, ...contact } of rows) if (!byEmail.has(key)) byEmail.set(key, contact);
      return byEmail;
    },
    async liveCompanies() {
      const rows = await dialect.rows<ImportCompany>(
        `select id, name from companies where org_slug = ? and deleted_at is null
           and (import_id is null or import_id = ? or import_id not in (select id from pending_imports))
         order by created_at, id`,
        [orgSlug, importId],
      );
      return [...rows];
    },
    async write(batch, at) {
      // Moves on from the checkpoint this runner wrote last, or commits nothing: the import is
      // being removed (records < 0) or another runner took the job over (its lease ran out).
      let records = written;
      const dropped = await dialect.writeBatch(batch, (left) => {
        const checkpoint = at(left);
        records = checkpoint.records;
        const sql = 'update pending_imports set records = ?, summary = ? where id = ? and records = ?';
        return [{ sql, params: [checkpoint.records, checkpoint.summary, importId, written], mustChange: STOPPED }];
      });
      written = records;
      return dropped;
    },
    async publish(summary, imported) {
      const statements: Statement[] = [
        {
          sql: `update contacts set first = u.first, last = u.last, phone = u.phone, company = u.company, company_id = u.company_id,
                  tags = u.tags, search_doc = u.search_doc, phone_key = u.phone_key, name_key = u.name_key, updated_at = ?
                from import_updates u
                where u.org_slug = ? and u.import_id = ? and contacts.org_slug = u.org_slug and contacts.id = u.contact_id and contacts.deleted_at is null`,
          params: [now, orgSlug, importId],
        },
        removeStaged,
      ];
      if (imported) {
        statements.push({
          sql: 'insert into contact_counts as c (org_slug, live) values (?, ?) on conflict (org_slug) do update set live = c.live + excluded.live',
          params: [orgSlug, imported],
        });
        // Every contact an import creates is its importer's (migration 0031's counter).
        if (ownerId) {
          statements.push({
            sql: 'insert into contact_owner_counts as c (org_slug, owner_id, live) values (?, ?, ?) on conflict (org_slug, owner_id) do update set live = c.live + excluded.live',
            params: [orgSlug, ownerId, imported],
          });
        }
      }
      const audited = importAuditStatement(orgSlug, importId, audit, summary);
      if (audited) statements.push(audited);
      statements.push(
        { sql: 'insert into import_results (id, org_slug, summary, created_at) values (?, ?, ?, ?)', params: [importId, orgSlug, summary, now] },
        { sql: 'delete from pending_imports where id = ? and org_slug = ? and records = ?', params: [importId, orgSlug, written], mustChange: STOPPED },
      );
      await dialect.transaction(statements, { durable: true });
    },
    async discard() {
      // A published import's rows are the organisation's: only a pending one is removed.
      // Marked first: a batch still on its way commits nothing after this.
      const [marked] = await dialect.transaction([
        { sql: 'update pending_imports set records = -1 where id = ? and org_slug = ?', params: [importId, orgSlug] },
      ]);
      if (!marked) return;
      for (const table of ['contacts', 'companies'] as const) {
        while ((await dialect.transaction([dialect.sliceDelete(table)]))[0]! > 0);
      }
      await dialect.transaction([removeStaged, { sql: 'delete from pending_imports where id = ? and org_slug = ?', params: [importId, orgSlug] }]);
    },
    close: () => dialect.close(),
  };
}
