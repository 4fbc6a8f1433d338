import type { ReactNode } from 'react';

/** A chart's figures as a table: what a screen reader reads, and anyone who asks for the table. */
export interface ChartTable {
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}
