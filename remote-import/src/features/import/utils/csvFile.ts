import { MAX_IMPORT_BYTES } from './importLimits';

/** Whole megabytes as docs/PRODUCT.md §5 words them ('File size (120MB) ...'), one decimal below 10. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? String(Math.round(mb)) : String(Math.round(mb * 10) / 10);
}

/** docs/PRODUCT.md §5: the name must end in .csv and the size stay within 100MB. */
export function csvFileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return 'Please select a CSV file';
  if (file.size > MAX_IMPORT_BYTES) return `File size (${megabytes(file.size)}MB) exceeds 100MB limit`;
  return undefined;
}
