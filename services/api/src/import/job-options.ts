// What an import job is asked to do, as the upload's `options` field sends it (JSON), checked
// here with messages a user can act on, and as the job row stores it once the file's header has
// been read (encoding, delimiter and header row then known).
import {
  COLUMN_TARGETS,
  CSV_DELIMITERS,
  IMPORT_ENCODINGS,
  IMPORT_EXISTING,
  MAX_HEADER_ROW,
  type ColumnTarget,
  type ImportEncoding,
  type ImportExisting,
} from '@meridian/contract';
import { ImportRejected } from './import-rejected';

/** The contract's ImportJobOptions once checked, with its defaults applied. */
export interface RequestedOptions {
  /** Pairs, not an object: a column may be called `__proto__`. */
  columnMapping: [string, ColumnTarget][];
  delimiter?: string;
  encoding?: ImportEncoding;
  headerRow?: number;
  createCompanies: boolean;
  existing: ImportExisting;
}

export type JobOptions = Required<RequestedOptions> & {
  /** Set by the server from the uploader's record access, never by a client (import-job.ts). */
  updatesOnlyOwnedBy?: string;
};

const TARGETS = new Set<string>(COLUMN_TARGETS);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks options sent by a client (already parsed from JSON); throws ImportRejected saying what is wrong. */
export function checkRequestedOptions(value: unknown): RequestedOptions {
  if (!isObject(value)) throw new ImportRejected('options must be a JSON object');
  const { columnMapping, delimiter, encoding, headerRow, createCompanies, existing } = value;
  if (!isObject(columnMapping)) throw new ImportRejected('options.columnMapping must map CSV columns to contact fields');
  const pairs = Object.entries(columnMapping);
  for (const [header, target] of pairs) {
    if (typeof target !== 'string' || !TARGETS.has(target)) {
      throw new ImportRejected(`Column "${header.slice(0, 80)}" is mapped to ${JSON.stringify(target)}; use one of ${[...TARGETS].join(', ')}`);
    }
  }
  if (delimiter !== undefined && delimiter !== '' && !(CSV_DELIMITERS as readonly unknown[]).includes(delimiter)) {
    throw ImportRejected.coded('delimiter_invalid');
  }
  if (encoding !== undefined && !(IMPORT_ENCODINGS as readonly unknown[]).includes(encoding)) {
    throw new ImportRejected(`The encoding must be one of ${IMPORT_ENCODINGS.join(', ')}`);
  }
  if (headerRow !== undefined && (!Number.isInteger(headerRow) || (headerRow as number) < 1 || (headerRow as number) > MAX_HEADER_ROW)) {
    throw new ImportRejected(`The header row must be a whole number from 1 to ${MAX_HEADER_ROW}`);
  }
  if (createCompanies !== undefined && typeof createCompanies !== 'boolean') throw new ImportRejected('options.createCompanies must be true or false');
  if (existing !== undefined && !(IMPORT_EXISTING as readonly unknown[]).includes(existing))
    throw new ImportRejected("options.existing must be 'skip' or 'update'");
  return {
    columnMapping: pairs as [string, ColumnTarget][],
    delimiter: (delimiter as string | undefined) || undefined,
    encoding: encoding as ImportEncoding | undefined,
    headerRow: headerRow as number | undefined,
    createCompanies: createCompanies ?? true,
    existing: (existing as ImportExisting | undefined) ?? 'skip',
  };
}

export function parseJobOptions(text: string): JobOptions {
  return JSON.parse(text) as JobOptions;
}

export function serialiseJobOptions(options: JobOptions): string {
  return JSON.stringify(options);
}
