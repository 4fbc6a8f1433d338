// SPEC §5 and §9 import constants.
export const MAX_IMPORT_BYTES = 104_857_600; // 100MB
export const LARGE_FILE_BYTES = 5 * 1024 * 1024; // 'Processing large file' notice above 5MB
export const PREVIEW_LINES = 1001; // header + 1000 rows
export const LARGE_IMPORT_ROWS = 10_000; // large-import note above this many rows
export const PERFORMANCE_SUMMARY_ROWS = 1000; // performance summary above this many imported
export const LISTED_ERRORS = 10;
export const IMPORT_TIMEOUT_MS = 10 * 60 * 1000; // deviation 6: enforced
export const PROGRESS_POLL_MS = 500;
