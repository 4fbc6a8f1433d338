// CSV import and export as docs/PRODUCT.md §7 describes them (/import-export/*): preview, execute, progress,
// export. The import jobs (/imports, imports.ts) build on the same pieces.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { REFUSE_OTHER_KEYS, StringEnum } from './common';
import { ContactFilterProperties } from './filters';

/** The contact fields a CSV column can feed (the import's mapping targets, the export's columns). */
export const CONTACT_FIELDS = ['first', 'last', 'email', 'phone', 'company', 'tags'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/**
 * A column's mapping: a contact field, 'name' (a full name, which fills the first and last names a
 * row leaves empty: its last word the last name, the words before it the first name), or left out
 * of the import. Several columns may feed one field: per row, the first non-empty one in the file wins.
 */
export const COLUMN_TARGETS = [...CONTACT_FIELDS, 'name', 'skip'] as const;
export type ColumnTarget = (typeof COLUMN_TARGETS)[number];
export const ColumnTarget = StringEnum(COLUMN_TARGETS, {
  description: "A contact field; 'name' a full name (fills empty first and last names); 'skip' not imported",
});
/** The targets that take a column's values into the contact. */
export type MappedField = Exclude<ColumnTarget, 'skip'>;

/**
 * An object whose every property is a `value`, as `additionalProperties` (Type.Record would say
 * patternProperties, which OpenAPI viewers show less plainly). Keys are the CSV's own headers.
 */
export const Dictionary = <T extends TSchema>(value: T, options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value, ...options });

const Count = Type.Integer({ minimum: 0 });
const StringList = Type.Array(Type.String());
const Delimiter = Type.String({ maxLength: 1, description: "',' ';' tab or '|'; empty or absent: detected" });

/** A row not imported: the spreadsheet row and why. */
export const RowError = Type.Object({
  row: Type.Integer({ description: "Spreadsheet row of the record's first line" }),
  error: Type.String(),
});
export type RowError = Static<typeof RowError>;
export const RowErrors = (description?: string) => Type.Array(RowError, description ? { description } : {});

export const ImportPreviewBody = Type.Object({
  csvData: Type.String({ description: 'The CSV text (the wizard sends its first 1001 lines)' }),
  delimiter: Type.Optional(Delimiter),
});
export type ImportPreviewBody = Static<typeof ImportPreviewBody>;

/** What a CSV's start holds, and which field each column most likely feeds. */
export const ImportPreview = Type.Object({
  headers: StringList,
  sampleRows: Type.Array(StringList),
  totalRows: Type.Integer(),
  suggestedMapping: Dictionary(ColumnTarget, {
    description: 'Each column to the field its header names (import-headers.ts), every such column, or skip',
  }),
  delimiter: Type.String({ description: 'The delimiter used: the one asked for, or the one detected' }),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportPreviewAnswer = Type.Object({ success: Type.Boolean(), data: ImportPreview });
export type ImportPreviewAnswer = Static<typeof ImportPreviewAnswer>;

export const ImportExecuteBody = Type.Object({
  // No maxLength: the body limit bounds it, and counting 100 MB of characters costs time.
  csvData: Type.String({ description: 'The whole CSV file as text' }),
  columnMapping: Dictionary(ColumnTarget, {
    description:
      'CSV header -> contact field; headers left out or mapped to skip are ignored. Several headers may map to one field: per row, the first non-empty one in the file wins',
  }),
  delimiter: Type.Optional(Delimiter),
  createCompanies: Type.Optional(Type.Boolean({ default: true, description: "Create companies that don't exist yet (matched by name, case-insensitively)" })),
  importId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Chosen by the client, to poll GET /import-export/progress/{importId}' })),
});
export type ImportExecuteBody = Static<typeof ImportExecuteBody>;

export const ImportResult = Type.Object({
  success: Type.Boolean(),
  imported: Count,
  failed: Count,
  companiesCreated: Count,
  footerRows: Type.Integer({ minimum: 0, description: "Records after the data ignored as the file's footer (see ImportJob), not counted as failures" }),
  errors: RowErrors('Every row that was not imported, in row order (spreadsheet rows: the header is row 1)'),
});
export type ImportResult = Static<typeof ImportResult>;

export const ImportExecuteAnswer = Type.Object({ success: Type.Boolean(), data: ImportResult });
export type ImportExecuteAnswer = Static<typeof ImportExecuteAnswer>;

export const ImportProgressParams = Type.Object({ importId: Type.String({ maxLength: 100 }) });
export type ImportProgressParams = Static<typeof ImportProgressParams>;

export const IMPORT_PROGRESS_PHASES = ['parsing', 'validating', 'writing', 'finishing', 'done'] as const;

/** Where a running import is (GET /import-export/progress/{importId}). */
export const ImportProgress = Type.Object(
  {
    importId: Type.String(),
    phase: StringEnum(IMPORT_PROGRESS_PHASES),
    processed: Count,
    total: Count,
  },
  { description: 'parsing counts characters of the file; validating counts its rows; writing counts the rows being inserted' },
);
export type ImportProgress = Static<typeof ImportProgress>;

/** GET /contacts' own filters (filters.ts), so the file holds what the contacts page lists. */
export const ExportQuery = Type.Object(ContactFilterProperties, REFUSE_OTHER_KEYS);
export type ExportQuery = Static<typeof ExportQuery>;
