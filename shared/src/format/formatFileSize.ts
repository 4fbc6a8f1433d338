const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * Base 1024, at most 2 decimals: '0 Bytes', '1 byte', '512 Bytes', '1 KB', '1.5 MB', '2.25 GB'
 * (GB is the largest unit). Exactly one byte is singular.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.max(0, Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number((bytes / 1024 ** exponent).toFixed(2));
  if (exponent === 0 && value === 1) return '1 byte';
  return `${value} ${UNITS[exponent]}`;
}
