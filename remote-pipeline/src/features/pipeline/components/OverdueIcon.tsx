/** A calendar with a cut corner and '!': the overdue close date's mark, so it never speaks by colour alone. */
export function OverdueIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M5 1.5v3M11 1.5v3M1.5 7h13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <path d="M8 9v2" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="8" cy="12.9" r="0.6" fill="currentColor" />
    </svg>
  );
}
