/** Recent imports' columns, also each card line's label on a narrow screen. */
export const RECENT_COLUMNS = ['File', 'By', 'Date', 'Rows', 'Imported / Updated / Failed', 'Duration', 'Status', 'Error report'] as const;
