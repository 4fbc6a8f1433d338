import { intlLocale } from '@meridian/shared/i18n';
import { t } from '../../../i18n';
import { MAX_IMPORT_BYTES } from './importLimits';

/** Whole megabytes as docs/PRODUCT.md §5 words them ('File size (120MB) ...'), one decimal below 10, in the language's digits. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: mb >= 10 ? 0 : 1, useGrouping: false }).format(mb);
}

/** docs/PRODUCT.md §5: the name must end in .csv and the size stay within 100MB. */
export function csvFileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return t('import.file.notCsv');
  if (file.size > MAX_IMPORT_BYTES) return t('import.file.tooLarge', { size: megabytes(file.size) });
  return undefined;
}
