// docs/PRODUCT.md §5 and §9 import constants, and those of the import jobs (deviation 9).
// 100MB per file; the preview reads the file's first 4 MiB, never the whole file (the API's limits).
export { MAX_IMPORT_BYTES, PREVIEW_BYTES } from '@meridian/shared/model';
export const LARGE_FILE_BYTES = 5 * 1024 * 1024; // 'Processing large file' notice above 5MB
export const LARGE_IMPORT_ROWS = 10_000; // large-import note above this many rows
export const PERFORMANCE_SUMMARY_ROWS = 1000; // performance summary above this many imported
export const LISTED_ERRORS = 10;
export const IMPORT_TIMEOUT_MS = 10 * 60 * 1000; // deviation 6: enforced on the upload; a job on the server is never cancelled by the client
export const JOB_POLL_MS = 1000;
export const RECENT_IMPORTS_PAGE_SIZE = 20;
export const RECENT_IMPORTS_REFRESH_MS = 3000; // while an import of the organisation is queued or running
