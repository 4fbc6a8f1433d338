import { t } from '../../../i18n';

/** Recent imports' columns, in order. */
const RECENT_COLUMNS = ['file', 'by', 'date', 'rows', 'counts', 'duration', 'status', 'errors'] as const;

/** The columns' headings in the current language, also each card line's label on a narrow screen. */
export function recentColumnLabels(): string[] {
  return RECENT_COLUMNS.map((column) => t(`import.recent.column.${column}` as const));
}
