import { importExportApi, type ImportExecuteInput } from '@meridian/shared/api';
import type { ImportResult } from '@meridian/shared/model';
import { IMPORT_TIMEOUT_MS, PROGRESS_POLL_MS } from './importLimits';

export type ImportProgressState =
  | { stage: 'upload'; loaded: number; total: number }
  | { stage: 'server'; phase?: string; processed: number; total: number };

export const IMPORT_TIMED_OUT = 'Import timed out. Your file may be too large. Try splitting it into smaller files.';

export class ImportTimeoutError extends Error {
  constructor() {
    super(IMPORT_TIMED_OUT);
    this.name = 'ImportTimeoutError';
  }
}

function newImportId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Sends the import and reports progress: the upload's bytes, then the server's rows (polled).
 * Aborts after 10 minutes (deviation 6) with ImportTimeoutError.
 */
export async function runImport(
  input: Omit<ImportExecuteInput, 'importId'>,
  onProgress: (progress: ImportProgressState) => void,
  timeoutMs = IMPORT_TIMEOUT_MS,
): Promise<ImportResult> {
  const importId = newImportId();
  const controller = new AbortController();
  let timedOut = false;
  let uploaded = false;
  let finished = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const poll = setInterval(() => {
    if (!uploaded) return;
    importExportApi
      .progress(importId)
      .then((p) => {
        if (!finished) onProgress({ stage: 'server', phase: p.phase, processed: p.processed, total: p.total });
      })
      // Another API instance may hold the import: the bar just stays indeterminate.
      .catch(() => undefined);
  }, PROGRESS_POLL_MS);
  try {
    const answer = await importExportApi.execute(
      { ...input, importId },
      {
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) => {
          onProgress({ stage: 'upload', loaded, total });
          if (loaded >= total && !uploaded) {
            uploaded = true;
            onProgress({ stage: 'server', processed: 0, total: 0 });
          }
        },
      },
    );
    return answer.data;
  } catch (error) {
    if (timedOut) throw new ImportTimeoutError();
    throw error;
  } finally {
    finished = true;
    clearTimeout(timer);
    clearInterval(poll);
  }
}
