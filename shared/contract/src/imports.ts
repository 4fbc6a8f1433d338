// Import jobs (/imports, the API's extension of docs/PRODUCT.md §7): preview a file's start as the import will
// read it, upload a file (multipart: an `options` field, then the file), the organisation's history,
// one job, its error report, cancel.
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';
import { ColumnTarget, Dictionary, ImportPreview, RowErrors } from './import-export';

/** Text encodings an import can be read in (detected from the file's first bytes when not chosen). */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const ImportEncoding = StringEnum(IMPORT_ENCODINGS);

/** The delimiters an import reads (any other is refused). */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** Spreadsheet rows the header may be on (1 = the first line). */
export const MAX_HEADER_ROW = 1_000;

/** What to do with a row whose email belongs to an existing contact. */
export const IMPORT_EXISTING = ['skip', 'update'] as const;
export type ImportExisting = (typeof IMPORT_EXISTING)[number];
export const ImportExisting = StringEnum(IMPORT_EXISTING);

const Count = Type.Integer({ minimum: 0 });

/** How to read the file: each left out is detected. */
export const ImportReadQuery = Type.Object(
  {
    encoding: Type.Optional(ImportEncoding),
    delimiter: Type.Optional(StringEnum(['', ...CSV_DELIMITERS] as const)),
    headerRow: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HEADER_ROW })),
    complete: Type.Optional(Type.Boolean({ default: false, description: 'The body is the whole file (otherwise its last, maybe cut, line is left out)' })),
  },
  { additionalProperties: false },
);
export type ImportReadQuery = Static<typeof ImportReadQuery>;

/** POST /imports/preview: the file's first bytes read as the import will read them. */
export const ImportFilePreview = Type.Object({
  ...ImportPreview.properties,
  encoding: ImportEncoding,
  headerRow: Type.Integer({ description: 'Spreadsheet row (1-based line) of the header; lines above it are ignored' }),
  lines: Type.Array(Type.Object({ row: Type.Integer(), cells: Type.Array(Type.String()) }), {
    description: 'The first lines of the file as records, with their spreadsheet row, to pick the header row from',
  }),
});
export type ImportFilePreview = Static<typeof ImportFilePreview>;

/** The preview's answer (docs/PRODUCT.md §7), plus how the file is read and its first lines. */
export const ImportFilePreviewAnswer = Type.Object({ success: Type.Boolean(), data: ImportFilePreview });
export type ImportFilePreviewAnswer = Static<typeof ImportFilePreviewAnswer>;

/**
 * How an import job reads and applies its file: the upload's `options` field (JSON text in a
 * multipart body, so the API checks it itself, with messages a user can act on).
 */
export const ImportJobOptions = Type.Object({
  columnMapping: Dictionary(ColumnTarget, {
    description: 'CSV column -> contact field, full name or skip; several columns may feed one field (per row the first non-empty one in the file wins)',
  }),
  delimiter: Type.Optional(Type.String({ description: "',' ';' tab or '|'; '' or absent: detected" })),
  encoding: Type.Optional(ImportEncoding),
  headerRow: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HEADER_ROW, description: 'Spreadsheet row of the header; absent: detected' })),
  createCompanies: Type.Optional(Type.Boolean({ default: true })),
  existing: Type.Optional(ImportExisting),
});
export type ImportJobOptions = Static<typeof ImportJobOptions>;

export const ImportJobParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type ImportJobParams = Static<typeof ImportJobParams>;

export const IMPORT_PAGE_SIZE_MAX = 100;
export const IMPORT_PAGE_SIZE = 20;

export const ImportListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: IMPORT_PAGE_SIZE_MAX, default: IMPORT_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type ImportListQuery = Static<typeof ImportListQuery>;

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_PHASES = ['waiting', 'reading', 'writing', 'finishing'] as const;
export type ImportJobPhase = (typeof IMPORT_JOB_PHASES)[number];

/** One import of the organisation (GET /imports/{id}, the history of GET /imports). */
export const ImportJob = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  fileSize: Count,
  createdBy: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
  createdAt: Type.String(),
  startedAt: NullableString(),
  finishedAt: NullableString(),
  status: StringEnum(IMPORT_JOB_STATUSES),
  /** While running: what it is doing. */
  phase: Type.Unsafe<ImportJobPhase | null>({ type: ['string', 'null'], enum: [...IMPORT_JOB_PHASES, null] }),
  /** Rows read so far, of about `total` (0 when not known yet). */
  processed: Count,
  total: Count,
  /** Imports of the organisation ahead of this queued one (0 when running or finished). */
  queuePosition: Count,
  imported: Count,
  updated: Count,
  /** Existing contacts matched with 'update' whose values were already the same. */
  unchanged: Count,
  failed: Count,
  companiesCreated: Count,
  footerRows: Type.Integer({
    minimum: 0,
    description:
      'Records after the data ignored as the file\'s footer, not counted as failures: after a blank line, lines that cannot be imported and have a cell count other than the header\'s or one filled cell (a report\'s "Grand Totals", copyright, "Generated By" lines)',
  }),
  durationMs: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  errors: RowErrors('The first errors (at most 10); the whole list is GET /imports/{id}/errors'),
  error: NullableString({ description: 'Why a failed import failed' }),
  options: Type.Object({
    columnMapping: Type.Array(Type.Object({ column: Type.String(), target: ColumnTarget }), {
      description: 'Which column fed which field, in the order sent',
    }),
    delimiter: Type.String(),
    encoding: ImportEncoding,
    headerRow: Type.Integer(),
    createCompanies: Type.Boolean(),
    existing: ImportExisting,
  }),
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportJobList = Type.Object({
  imports: Type.Array(ImportJob),
  pagination: Type.Object({ page: Count, limit: Count, total: Count }),
});
export type ImportJobList = Static<typeof ImportJobList>;
