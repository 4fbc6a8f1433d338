import { ApiError, importsApi, type UploadProgress } from '@meridian/shared/api';
import type { ImportJob, ImportJobOptions } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { IMPORT_TIMEOUT_MS } from './importLimits';

/** A failed request like any other (status 0: no answer came), so errorText shows its words. */
export class ImportTimeoutError extends ApiError {
  constructor() {
    super(t('import.run.timedOut'), 0);
    this.name = 'ImportTimeoutError';
  }
}

export interface UploadImportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  timeoutMs?: number;
}

/**
 * Uploads the file (as it is) with its options and answers the job the server created. Only the
 * upload can time out (deviation 6): after 10 minutes it is aborted with ImportTimeoutError.
 */
export async function uploadImport(
  file: File,
  options: ImportJobOptions,
  { signal, onProgress, timeoutMs = IMPORT_TIMEOUT_MS }: UploadImportOptions = {},
): Promise<ImportJob> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await importsApi.upload(file, options, { signal: controller.signal, onUploadProgress: onProgress });
  } catch (error) {
    if (timedOut) throw new ImportTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
