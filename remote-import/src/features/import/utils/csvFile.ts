import { MAX_IMPORT_BYTES, PREVIEW_LINES } from './importLimits';

/** Whole megabytes as SPEC §5 words them ('File size (120MB) ...'), one decimal below 10. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? String(Math.round(mb)) : String(Math.round(mb * 10) / 10);
}

/** SPEC §5: the name must end in .csv and the size stay within 100MB. */
export function csvFileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return 'Please select a CSV file';
  if (file.size > MAX_IMPORT_BYTES) return `File size (${megabytes(file.size)}MB) exceeds 100MB limit`;
  return undefined;
}

/** The first `count` lines of the text (the preview sends the first 1001, SPEC §5). */
export function firstLines(text: string, count = PREVIEW_LINES): string {
  let end = -1;
  for (let i = 0; i < count; i += 1) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return text;
  }
  return text.slice(0, end + 1);
}

/** The file as text (UTF-8; a BOM stays and the server strips it). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsText(file);
  });
}
