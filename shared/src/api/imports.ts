// Import jobs (deviation 9): the file is uploaded as it is and imported on the server.
import type { ImportFilePreviewAnswer, ImportJob, ImportJobList, ImportJobOptions, ImportReadQuery } from '@meridian/contract';
import { apiRequest } from './request';
import type { UploadOptions } from './transports';

/** How the preview reads the file's start; an absent value is detected. */
export type ImportPreviewParams = ImportReadQuery;

const enc = encodeURIComponent;

export const importsApi = {
  /** `head`: the file's first bytes (at most 4 MiB), sent raw. */
  preview: (head: Blob, { encoding, delimiter, headerRow, complete }: ImportPreviewParams = {}) =>
    apiRequest<ImportFilePreviewAnswer>('/imports/preview', {
      method: 'POST',
      // 'true', not '1': the API's query schema reads a boolean, and coerces only true/false.
      query: { encoding, delimiter, headerRow, complete: complete ? true : undefined },
      body: head.slice(0, head.size, 'application/octet-stream'),
    }),
  /** Multipart: `options` first (the server reads it before the file streams in), then the file. Answers 202 once stored. */
  upload: (file: File, options: ImportJobOptions, { signal, onUploadProgress }: UploadOptions = {}) => {
    const form = new FormData();
    form.append('options', JSON.stringify(options));
    form.append('file', file, file.name);
    // Always over XMLHttpRequest: the progress callback picks the transport.
    return apiRequest<ImportJob>('/imports', { method: 'POST', body: form, signal, onUploadProgress: onUploadProgress ?? (() => {}) });
  },
  /** The organisation's imports, newest first. */
  list: (page = 1, limit = 20) => apiRequest<ImportJobList>('/imports', { query: { page, limit } }),
  get: (id: string) => apiRequest<ImportJob>(`/imports/${enc(id)}`),
  /** The whole error report (text/csv, `row,error`) as a raw Response to save. */
  errorsCsv: (id: string) => apiRequest<Response>(`/imports/${enc(id)}/errors`, { raw: true }),
  /** 409 when the import has already ended. */
  cancel: (id: string) => apiRequest<ImportJob>(`/imports/${enc(id)}/cancel`, { method: 'POST' }),
};

export const importKeys = {
  /** A page of the organisation's imports (GET /imports), newest first. */
  imports: (page = 1) => ['imports', page] as const,
  /** One import job, polled while it runs. */
  importJob: (id: string) => ['importJob', id] as const,
};
