/** 'people.csv' → 'people-errors.csv': the name 'Download error report' saves under. */
export function errorReportName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '')}-errors.csv`;
}
