import type { NextActivityState } from '@meridian/shared/model';

export interface NextActivityIconProps {
  state: NextActivityState;
}

/**
 * A shape per state, so the mark never speaks by colour alone: a filled circle with '!' (overdue),
 * a filled clock (today), an outlined clock (planned), a triangle with '!' (none planned). The
 * inner strokes take the card's surface colour, a cut-out in either theme.
 */
export function NextActivityIcon({ state }: NextActivityIconProps) {
  const cut = 'var(--mark-cut)';
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {state === 'overdue' ? (
        <>
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path d="M8 4v5" style={{ stroke: cut }} strokeWidth="2" strokeLinecap="round" />
          <circle cx="8" cy="11.75" r="1.1" style={{ fill: cut }} />
        </>
      ) : null}
      {state === 'today' ? (
        <>
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path d="M8 4.5V8l2.5 1.75" fill="none" style={{ stroke: cut }} strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : null}
      {state === 'planned' ? (
        <>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 4.75V8l2.25 1.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : null}
      {state === 'none' ? (
        <>
          <path d="M8 1.25 15.25 14.5H.75Z" fill="currentColor" stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
          <path d="M8 6v4" style={{ stroke: cut }} strokeWidth="1.75" strokeLinecap="round" />
          <circle cx="8" cy="12.25" r="1" style={{ fill: cut }} />
        </>
      ) : null}
    </svg>
  );
}
