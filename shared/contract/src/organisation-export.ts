// An organisation's full export and its import (docs/PRODUCT.md "Moving an organisation"): the
// one-use download link of the export, and what an import brought in.
import { Type, type Static } from '@sinclair/typebox';

/** A link's secret: 32 random bytes, base64url. */
export const EXPORT_TOKEN_LENGTH = 43;
/** The largest archive an import takes (the upload), and what its entries may unpack to together. */
export const MAX_ORG_IMPORT_BYTES = 4 * 1024 * 1024 * 1024;
export const MAX_ORG_IMPORT_UNPACKED_BYTES = 16 * 1024 * 1024 * 1024;
/** Entries of an archive: its CSV files and manifest, and one per attached file. */
export const MAX_ORG_IMPORT_ENTRIES = 500_000;

export const ExportLinkAnswer = Type.Object({
  /** The download URL; it works once, within `expires_at`. */
  url: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type ExportLinkAnswer = Static<typeof ExportLinkAnswer>;

export const ExportTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

const Count = Type.Integer({ minimum: 0 });

/** Per file of the archive (contacts, companies, notes, …): the records imported. */
export const OrgImportAnswer = Type.Object({
  counts: Type.Record(Type.String(), Count),
  /** Rows left out: pointing at a record the archive does not hold. */
  skipped: Count,
  /** Members of the archive matched by email to a member here; the others' records went to the importer. */
  members_matched: Count,
  members_unmatched: Count,
});
export type OrgImportAnswer = Static<typeof OrgImportAnswer>;
