// The writes of an organisation's import (org-export/import-run.ts), all in the caller's one
// transaction: whether the organisation is empty, clearing what a new organisation has by
// default (its pipeline, settings), and the archive's rows a batch at a time.
import type { TenantScope, TenantInsert } from '../db/tenant-scope';
import type { TenantTable } from '../db/schema';

/** Rows per insert: under SQLite's and PostgreSQL's bound-parameter caps at the widest table. */
export const ORG_IMPORT_BATCH = 500;

/** The tables whose rows make an organisation not empty (deleted rows count: they are its records still). */
const RECORD_TABLES = ['contacts', 'companies', 'notes', 'pipeline_entries', 'activities'] as const;

export function orgImportRepository(tx: TenantScope) {
  return {
    async isEmpty(): Promise<boolean> {
      for (const table of RECORD_TABLES) {
        if (await tx.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
      }
      return true;
    },

    /** A new organisation's own pipelines, stages and activity types (none of them used: it is empty), rates and settings. */
    async clearDefaults(): Promise<void> {
      await tx.deleteFrom('stages').execute();
      await tx.deleteFrom('pipelines').execute();
      await tx.deleteFrom('activity_types').execute();
    },

    /** Active members by lower-cased email: who an archive's members are here. */
    async membersByEmail(): Promise<Map<string, string>> {
      const rows = await tx.selectFrom('members').select(['id', 'email']).where('removed_at', 'is', null).execute();
      return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
    },

    async insert<T extends TenantTable>(table: T, rows: readonly TenantInsert<T>[]): Promise<void> {
      for (let at = 0; at < rows.length; at += ORG_IMPORT_BATCH) await tx.insertInto(table, rows.slice(at, at + ORG_IMPORT_BATCH)).execute();
    },

    async replaceSettings(row: { default_currency: string; record_access: string; updated_at: string }): Promise<void> {
      await tx.deleteFrom('organisation_settings').execute();
      await tx.insertInto('organisation_settings', row).execute();
    },

    async replaceRates(rows: readonly { currency: string; rate: string; valid_from: string; updated_at: string; updated_by: string | null }[]): Promise<void> {
      await tx.deleteFrom('exchange_rates').execute();
      if (rows.length) await tx.insertInto('exchange_rates', rows).execute();
    },

    async insertFile(
      row: { id: string; contact_id: string; filename: string; mime_type: string; size: number; uploaded_at: string },
      data: Buffer,
    ): Promise<void> {
      await tx.insertInto('attachments', row).execute();
      await tx.insertInto('attachment_data', { id: row.id, data }).execute();
    },
  };
}
