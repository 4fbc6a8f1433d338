// One import from CSV text to committed rows: parse and check every row, then in one transaction
// check emails against the organisation, resolve companies and insert. Runs in the import worker.
import { uuidv7 } from 'uuidv7';
import type { ContactImportStore, NewContacts } from '../repositories/contact-import';
import { keepCandidates, mergeErrors, recordChecker, type Candidates, type RowError } from './check-records';
import type { ColumnTarget } from './column-mapping';
import { readRecords } from './csv-records';
import { uuidv7Sequence } from './id-sequence';
import { resolveMapping } from './resolve-mapping';
import { linkCompanies, settleEmails } from './settle-rows';

export type ImportPhase = 'parsing' | 'validating' | 'writing' | 'done';

export interface ImportInput {
  csvData: string;
  columnMapping: Record<string, ColumnTarget>;
  /** Resolved already (given, or detected by readHead). */
  delimiter: string;
  createCompanies: boolean;
}

export interface ImportSummary {
  imported: number;
  failed: number;
  companiesCreated: number;
  /** Every failed row, in row order. */
  errors: RowError[];
}

/**
 * parsing: characters read of the file's length (rows are checked as they are read);
 * validating: rows of all (the checks against the organisation); writing: rows inserted of those to insert.
 */
export type ReportProgress = (phase: ImportPhase, processed: number, total: number) => void;

/** Parses and checks the file: the rows that may be imported, and the errors of the others. */
function readFile(input: ImportInput, report: ReportProgress) {
  const length = input.csvData.length;
  report('parsing', 0, length);
  let checker: ReturnType<typeof recordChecker> | undefined;
  const total = readRecords(
    input.csvData,
    input.delimiter,
    {
      header: (headers) => (checker = recordChecker(headers.length, resolveMapping(headers, input.columnMapping))),
      records: (records, first, unterminated) => checker!.add(records, first, unterminated),
    },
    (chars) => report('parsing', chars, length),
  );
  return { total, ...checker!.result() };
}

function newContacts(candidates: Candidates, companyIds: (string | null)[], newId: () => string): NewContacts {
  const { first, last, email, phone, company, tags } = candidates;
  return { newId, first, last, email, phone, company, companyId: companyIds, tags };
}

export async function runImport(input: ImportInput, store: ContactImportStore, report: ReportProgress): Promise<ImportSummary> {
  const { total, candidates, errors: rowErrors } = readFile(input, report);
  input.csvData = ''; // parsed: the text (up to 100 MB) may go while the rows are written
  report('validating', 0, total);
  const now = new Date();
  const summary = await store.transaction(async (tx) => {
    const settled = settleEmails(candidates, await tx.liveEmails());
    keepCandidates(candidates, settled.accepted);
    const links = linkCompanies(candidates, await tx.liveCompanies(), { create: input.createCompanies, newId: uuidv7 });
    const rows = newContacts(candidates, links.companyIds, uuidv7Sequence(candidates.row.length, now.getTime()));
    report('validating', total, total);
    report('writing', 0, rows.first.length);
    await tx.insertCompanies(links.created, now.toISOString());
    await tx.insertContacts(rows, now.toISOString(), (written) => report('writing', written, rows.first.length));
    const errors = mergeErrors(rowErrors, settled.errors);
    return { imported: rows.first.length, failed: errors.length, companiesCreated: links.created.length, errors };
  });
  report('done', total, total);
  return summary;
}
