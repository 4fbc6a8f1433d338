// One import from the file's records to committed rows, in one pass inside one transaction: each
// batch of records is checked (alone, then against the organisation and the rows before it),
// linked to companies and written while the file is read further. The transaction (and on SQLite
// the write lock) starts only once a row is ready to be saved: a file of nothing but bad rows
// never takes it. Nothing but the errors and the emails seen outlives its batch. Runs in the
// import worker.
import type { ColumnTarget, ImportExisting, ImportJobPhase, RowError } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { ContactImportStore, ContactImportTx, ContactWriter, ExistingContact, NewContacts } from '../repositories/contact-import';
import type { CsvSink } from './csv-stream';
import { uuidv7Sequence } from './id-sequence';
import { resolveMapping, type FieldColumns } from './resolve-mapping';
import { checkRecord, type ContactValues } from './row-rules';
import { companyLinker, emailChecker, mergeExisting } from './settle-rows';
import type { ErrorReportWriter } from './error-report';

export interface ImportInput {
  importId: string;
  columnMapping: Record<string, ColumnTarget>;
  createCompanies: boolean;
  existing: ImportExisting;
}

export interface ImportSummary {
  imported: number;
  updated: number;
  unchanged: number;
  failed: number;
  companiesCreated: number;
  /** The first failed rows (FIRST_ERRORS), in row order; all of them go to the error report. */
  errors: RowError[];
  /** Data records read. */
  records: number;
}

/** waiting: for the organisation's import lock; reading: no row to save yet; writing; finishing: indexes and commit. */
export type ReportProgress = (phase: ImportJobPhase, processed: number, total: number) => void;

/** Reads the file into the sink; resolves with the number of records and an estimate of all of them as it goes. */
export type RecordSource = (sink: CsvSink) => Promise<{ records: number }>;

const UNTERMINATED = 'A quoted value is never closed (its closing quote is missing)';
export const FIRST_ERRORS = 10;

type Valid = { row: number; values: ContactValues; cells: readonly string[] };
type BatchError = RowError & { cells: readonly string[] };

function emptyBatch(newId: () => string): NewContacts {
  return { newId, first: [], last: [], email: [], phone: [], company: [], companyId: [], tags: [] };
}

interface Open {
  tx: ContactImportTx;
  writer: ContactWriter;
  checkEmail: ReturnType<typeof emailChecker>;
  existing?: Map<string, ExistingContact>;
  companies: ReturnType<typeof companyLinker>;
}

/** `estimate()`: about how many records the file holds, from what has been read of it. */
export async function runImport(
  input: ImportInput,
  source: RecordSource,
  store: ContactImportStore,
  report: ReportProgress,
  estimate: (read: number) => number,
  errorReport: Pick<ErrorReportWriter, 'header' | 'rows'>,
): Promise<ImportSummary> {
  const now = new Date();
  const newId = uuidv7Sequence(now.getTime());
  const firstErrors: RowError[] = [];
  const summary = { imported: 0, updated: 0, unchanged: 0, companiesCreated: 0, failed: 0 };
  let width = 0;
  let columns: FieldColumns = {};
  let open: Open | undefined;
  let read = 0;

  async function begin(): Promise<Open> {
    report('waiting', read, estimate(read));
    const tx = await store.begin();
    try {
      const update = input.existing === 'update';
      const existing = update ? await tx.liveContactsByEmail() : undefined;
      const checkEmail = emailChecker(existing ? new Set(existing.keys()) : await tx.liveEmails(), { update });
      const companies = companyLinker(await tx.liveCompanies(), { create: input.createCompanies, newId: uuidv7 });
      const writer = await tx.contactWriter(estimate(read), now.toISOString());
      return { tx, writer, checkEmail, existing, companies };
    } catch (error) {
      await tx.rollback();
      throw error;
    }
  }

  const sink: CsvSink = {
    header(header) {
      width = header.headers.length;
      columns = resolveMapping(header.headers, input.columnMapping);
      errorReport.header(header.headers);
    },
    async records(records, rows, unterminated) {
      const errors: BatchError[] = [];
      const valid: Valid[] = [];
      for (let i = 0; i < records.length; i++) {
        const cells = records[i]!;
        const checked = unterminated && i === records.length - 1 ? UNTERMINATED : checkRecord(cells, width, columns);
        if (typeof checked === 'string') errors.push({ row: rows[i]!, error: checked, cells });
        else valid.push({ row: rows[i]!, values: checked, cells });
      }
      read += records.length;
      if (valid.length) {
        open ??= await begin();
        await write(open, valid, errors);
      }
      // Batches come in row order: sorted within each, the report is in row order.
      errors.sort((a, b) => a.row - b.row);
      summary.failed += errors.length;
      for (const { row, error } of errors.slice(0, FIRST_ERRORS - firstErrors.length)) firstErrors.push({ row, error });
      errorReport.rows(errors);
      report(open ? 'writing' : 'reading', read, Math.max(read, estimate(read)));
    },
  };

  async function write(o: Open, valid: Valid[], errors: BatchError[]): Promise<void> {
    const batch = emptyBatch(newId);
    const updates: ExistingContact[] = [];
    for (const { row, values, cells } of valid) {
      const verdict = o.checkEmail(values.email, row);
      if (verdict === 'existing') {
        const merged = mergeExisting(o.existing!.get(values.email!.toLowerCase())!, values, o.companies);
        if (merged) updates.push(merged);
        else summary.unchanged++;
        continue;
      }
      if (verdict) {
        errors.push({ row, error: verdict, cells });
        continue;
      }
      batch.first.push(values.first);
      batch.last.push(values.last);
      batch.email.push(values.email);
      batch.phone.push(values.phone);
      batch.company.push(values.company);
      batch.companyId.push(o.companies.link(values.company));
      batch.tags.push(values.tags);
    }
    const newCompanies = o.companies.takeCreated();
    const written = o.writer.write(newCompanies, batch, updates);
    summary.imported += batch.first.length;
    summary.updated += updates.length;
    summary.companiesCreated += newCompanies.length;
    await written;
  }

  try {
    const { records } = await source(sink);
    const result: ImportSummary = { ...summary, errors: firstErrors, records };
    // Every row a duplicate, nothing changed: nothing to keep (running it again changes nothing either).
    if (open && !(result.imported || result.updated)) await open.tx.rollback();
    else if (open) {
      report('finishing', records, records);
      await open.writer.finish();
      await open.tx.recordResult(input.importId, JSON.stringify(result), now.toISOString());
      await open.tx.commit();
    }
    return result;
  } catch (error) {
    await open?.tx.rollback();
    throw error;
  }
}
