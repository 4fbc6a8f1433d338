// @meridian/shared/table: the contacts' and companies' table (TanStack Table and Virtual). Its own
// entry, so screens load it on first use of the table layout (React.lazy) and the first screen
// stays inside its budget.
export { DataTable, type EditingCell } from './DataTable';
export type { DataTableProps, TableCellEdit, TableColumn, TableOption, TableSelection, TableSort, ViewColumn } from './types';
export { clampWidth, knownColumns, moveColumn, rangeIds, resizeColumn, toggleColumn, DEFAULT_COLUMN_WIDTH, RESIZE_STEP } from './columnState';
export { TABLE_ROW_HEIGHT } from './DataTable.styles';
