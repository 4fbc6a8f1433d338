const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands separators: 51498 → '51,498'. Missing or non-finite → '0'. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  return COUNT.format(value);
}
