// The storage side of a CSV import. It runs in the import worker on the worker's own connection
// (not the app's Kysely pool), so it cannot use a TenantScope; instead every store is created for
// one organisation and binds that org_slug into every statement itself. The org comes from the
// verified token of the request that started the import, never from the file.

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
  /** Emails of the organisation's visible live contacts, lower-cased. */
  liveEmails(): Promise<Set<string>>;
  /** The organisation's visible live contacts with an email, by lower-cased email (the oldest wins). */
  liveContactsByEmail(): Promise<Map<string, ExistingContact>>;
  /** The organisation's visible live companies and those this import created already, oldest first. */
  liveCompanies(): Promise<ImportCompany[]>;
  /** Writes one batch and the checkpoint after it in one transaction. */
  write(batch: ImportBatch, checkpoint: ImportCheckpoint): Promise<void>;
  /**
   * The last step, one short transaction: the updates are applied, the counters moved, the result
   * recorded (see migration 0008) and the import's rows shown.
   */
  publish(summary: string, imported: number): Promise<void>;
  /** Removes what the import wrote, batch by batch, then its pending mark. */
  discard(): Promise<void>;
  close(): Promise<void>;
}
