/** A bar group of a chart: its category (a stage, a month, an owner) and its figures. */
export interface BarPoint {
  key: string;
  label: string;
  /** Where a press on its bars leads (the matching board or list). */
  link: string;
  /** A series' own destination, where it differs (won → the won contacts). */
  links?: Record<string, string>;
  /** Each series' figure as a bar's length. */
  values: Record<string, number>;
  /** Each series' figure as words (exact money, a count, a rate). */
  texts: Record<string, string>;
  /** More for the hover: the original per-currency sums. */
  hint?: string;
}

/** The theme's colours a series may take (both themes have each). */
export type SeriesTone = 'primary' | 'info' | 'success' | 'danger' | 'warning';

export interface BarSeries {
  key: string;
  name: string;
  tone: SeriesTone;
  /** A second axis on the right, for a figure of another kind (a count beside money). */
  right?: boolean;
  tick: (value: number) => string;
}
