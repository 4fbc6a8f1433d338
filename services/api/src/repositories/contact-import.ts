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

/** Writes an import's rows batch by batch, as the file is read. */
export interface ContactWriter {
  /**
   * Writes the companies, then the new contacts (which may link to them), then the updated ones.
   * It may only queue the work (PostgreSQL): an error then surfaces from a later call or from
   * finish(); it then resolves once little enough is queued.
   */
  write(companies: readonly ImportCompany[], contacts: NewContacts, updates: readonly ExistingContact[]): void | Promise<void>;
  /** After the last batch: waits for queued work and puts back what was set aside for speed. */
  finish(): Promise<void>;
}

export interface ContactImportTx {
  /** Emails of the organisation's live contacts, lower-cased. */
  liveEmails(): Promise<Set<string>>;
  /** The organisation's live contacts with an email, by lower-cased email (the oldest wins). */
  liveContactsByEmail(): Promise<Map<string, ExistingContact>>;
  /** The organisation's live companies, oldest first. */
  liveCompanies(): Promise<ImportCompany[]>;
  /** `expectedRows`: about how many contacts will be written (a big import may set indexes aside). */
  contactWriter(expectedRows: number, now: string): Promise<ContactWriter>;
  /** Records what the import did, in its transaction (see migration 0008). */
  recordResult(importId: string, summary: string, now: string): Promise<void>;
  /** Stores everything at once. */
  commit(): Promise<void>;
  /** Stores nothing. */
  rollback(): Promise<void>;
}

export interface ContactImportStore {
  /**
   * Starts the one transaction of an import; it also keeps other imports into the same
   * organisation out (and, on SQLite, every other writer) until it ends.
   */
  begin(): Promise<ContactImportTx>;
  close(): Promise<void>;
}
