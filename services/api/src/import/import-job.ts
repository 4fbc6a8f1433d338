// One import from the file's records to published rows: each record is checked (alone, then
// against the organisation and the rows before it), linked to a company and gathered into a batch;
// each batch is written in a short transaction of its own, with a checkpoint (records read, counts
// so far), while the file is read further; the last step shows every row at once (see
// repositories/contact-import.ts). A job that ran before resumes: it reads the file again from the
// start, rebuilding the checks and the error report, and writes only the records after its
// checkpoint. Nothing but the errors and the emails seen outlives its batch. Runs in the import worker.
import { emailKey, type ColumnTarget, type ImportExisting, type ImportJobPhase, type RowError } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { ContactImportStore, ExistingContact, ImportBatch, NewContacts } from '../repositories/contact-import';
import type { CsvSink } from './csv-stream';
import { uuidv7Sequence } from './id-sequence';
import { resolveMapping, type FieldColumns } from './resolve-mapping';
import { footerWatch, looksLikeFooterLine } from './footer-rows';
import { checkRecord, missingName, quote, type ContactValues } from './row-rules';
import { companyLinker, emailChecker, emailExists, mergeExisting, ownCopy } from './settle-rows';
import type { ErrorReportWriter } from './error-report';

export interface ImportInput {
  importId: string;
  columnMapping: Record<string, ColumnTarget>;
  createCompanies: boolean;
  existing: ImportExisting;
  /**
   * Record access: with 'update', only contacts of this owner may be updated (the importer's own,
   * when they may change only theirs; '' for none); absent, every contact. A row naming another's
   * contact is refused with a reason, like a duplicate under 'skip'.
   */
  updatesOnlyOwnedBy?: string;
}

interface Counts {
  imported: number;
  updated: number;
  unchanged: number;
  failed: number;
  companiesCreated: number;
}

export interface ImportSummary extends Counts {
  /** The first failed rows (FIRST_ERRORS), in row order; all of them go to the error report. */
  errors: RowError[];
  /** Data records read (the footer's left out). */
  records: number;
  /** Records after the data ignored as the file's footer (footer-rows.ts). */
  footerRows: number;
}

/** reading: no row to save yet; writing; finishing: the last step. */
export type ReportProgress = (phase: ImportJobPhase, processed: number, total: number) => void;

/** Reads the file into the sink; resolves with the number of records and an estimate of all of them as it goes. */
export type RecordSource = (sink: CsvSink) => Promise<{ records: number }>;

const UNTERMINATED = 'A quoted value is never closed (its closing quote is missing)';
export const FIRST_ERRORS = 10;

/** A batch's new contact as the file gave it, for the report if its email turns out to be taken when the batch is written. */
interface BatchRow {
  row: number;
  email: string | null;
  cells: readonly string[];
}

type Batch = ImportBatch & { contacts: NewContacts; updates: ExistingContact[]; rows: BatchRow[] };

function emptyBatch(newId: () => string): Batch {
  const contacts = { newId, first: [], last: [], email: [], emailKey: [], phone: [], company: [], companyId: [], tags: [] };
  return { companies: [], contacts, updates: [], rows: [] };
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
  const newId = uuidv7Sequence();
  const resumed = await store.open();
  /** Records up to here were written before: they are checked again (for the errors and the emails seen), not written. */
  const skip = resumed?.records ?? 0;
  const counts: Counts = {
    imported: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    companiesCreated: 0,
    ...(resumed ? (JSON.parse(resumed.summary) as Partial<Counts>) : {}),
  };
  const update = input.existing === 'update';
  const existing = update ? await store.liveContactsByEmail() : undefined;
  const checkEmail = emailChecker(existing ? new Set(existing.keys()) : await store.liveEmails(), { update });
  const companies = companyLinker(await store.liveCompanies(), { create: input.createCompanies, newId: uuidv7 });
  const firstErrors: RowError[] = [];
  let width = 0;
  let columns: FieldColumns = {};
  let read = 0;
  let batch = emptyBatch(newId);
  let batchSize = 0;
  let wrote = skip > 0;
  // One batch in flight while the next is gathered: the database works while the file is read.
  let writing: Promise<void> = Promise.resolve();

  /** New contacts of a written batch left out because a live contact had their email by then: failed rows. */
  const refuseTaken = (rows: readonly BatchRow[]) => {
    if (!rows.length) return;
    counts.imported -= rows.length;
    counts.failed += rows.length;
    const errors = rows.map(({ row, email, cells }) => ({ row, error: emailExists(email ?? ''), cells }));
    errorReport.rows(errors);
    firstErrors.push(...errors.map(({ row, error }) => ({ row, error })));
    firstErrors.sort((a, b) => a.row - b.row).splice(FIRST_ERRORS);
  };

  const flush = async () => {
    const done = batch;
    batchSize = 0;
    batch = emptyBatch(newId);
    done.companies = companies.takeCreated();
    counts.companiesCreated += done.companies.length;
    await writing;
    const records = read;
    const at = { ...counts };
    const checkpoint = (dropped: readonly number[]) => ({
      records,
      summary: JSON.stringify({ ...at, imported: at.imported - dropped.length, failed: at.failed + dropped.length }),
    });
    writing = store.write(done, checkpoint).then((dropped) => refuseTaken(dropped.map((i) => done.rows[i]!)));
    writing.catch(() => undefined); // awaited at the next batch or at the end: not unhandled meanwhile
    wrote = true;
  };

  const footer = footerWatch<{ cells: string[]; row: number; refusal: string }>();
  type Failure = RowError & { cells: readonly string[] };

  /**
   * One record, in file order: refused (into `errors`), gathered into the batch, or an update;
   * `refusal` is checkRecord's answer. True when the batch is full (to be flushed).
   */
  const settle = (cells: string[], row: number, refusal: string | ContactValues, errors: Failure[]): boolean => {
    const again = read < skip;
    read++;
    const fail = (error: string) => {
      errors.push({ row, error, cells });
      if (!again) counts.failed++;
      return false;
    };
    if (typeof refusal === 'string') return fail(refusal);
    const checked = refusal;
    const key = ownCopy(emailKey(checked.email)!);
    // A row that creates a contact needs its names (the form's rule); one that updates keeps the contact's.
    const updates = update && existing!.has(key);
    const nameless = updates ? undefined : missingName(checked);
    if (nameless) return fail(nameless);
    const verdict = checkEmail(checked.email, key, row);
    if (typeof verdict === 'string' && verdict !== 'existing') return fail(verdict);
    if (verdict === 'existing' && input.updatesOnlyOwnedBy !== undefined) {
      const owner = existing!.get(key)!.owner_id ?? null;
      if (owner !== input.updatesOnlyOwnedBy) return fail(`Email belongs to a contact you cannot change: ${quote(checked.email!)}`);
    }
    if (again) return false;
    if (verdict === 'existing') {
      const merged = mergeExisting(existing!.get(key)!, checked, companies);
      if (!merged) {
        counts.unchanged++;
        return false;
      }
      batch.updates.push(merged);
      counts.updated++;
    } else {
      const { contacts } = batch;
      batch.rows.push({ row, email: checked.email, cells });
      contacts.first.push(checked.first);
      contacts.last.push(checked.last);
      contacts.email.push(checked.email);
      contacts.emailKey.push(key);
      contacts.phone.push(checked.phone);
      contacts.company.push(checked.company);
      contacts.companyId.push(companies.link(checked.company));
      contacts.tags.push(checked.tags);
      counts.imported++;
    }
    return ++batchSize >= store.batchRows;
  };

  const sink: CsvSink = {
    header(header) {
      width = header.headers.length;
      columns = resolveMapping(header.headers, input.columnMapping);
      errorReport.header(header.headers, header.delimiter);
    },
    async records(records, rows, unterminated, afterBlank) {
      const errors: Failure[] = [];
      let blank = 0; // the next of afterBlank (both ascending)
      for (let i = 0; i < records.length; i++) {
        const cells = records[i]!;
        const row = rows[i]!;
        while (blank < afterBlank.length && afterBlank[blank]! < row) blank++;
        const cut = unterminated && i === records.length - 1;
        const checked = cut ? UNTERMINATED : checkRecord(cells, width, columns);
        const footerLike = !cut && typeof checked === 'string' && looksLikeFooterLine(cells, width);
        if (footerLike && footer.hold({ cells, row, refusal: checked }, afterBlank[blank] === row)) continue;
        if (footer.held) for (const held of footer.release()) if (settle(held.cells, held.row, held.refusal, errors)) await flush();
        if (settle(cells, row, checked, errors)) await flush();
      }
      for (const { row, error } of errors.slice(0, FIRST_ERRORS - firstErrors.length)) firstErrors.push({ row, error });
      errorReport.rows(errors);
      report(wrote ? 'writing' : 'reading', read, Math.max(read, estimate(read)));
    },
  };

  try {
    await source(sink);
    // What is still held when the file ends is its footer: not rows, not failures.
    const footerRows = footer.held;
    if (batchSize) await flush();
    await writing;
    report('finishing', read, read);
    const result: ImportSummary = { ...counts, errors: firstErrors, records: read, footerRows };
    // Nothing imported, nothing changed: nothing to keep (running it again changes nothing either).
    if (counts.imported || counts.updated) await store.publish(JSON.stringify(result), counts.imported);
    else await store.discard();
    return result;
  } catch (error) {
    await writing.catch(() => undefined);
    throw error;
  }
}
