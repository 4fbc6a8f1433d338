/** How far a card is drawn from the focused one, in px, or null when it is not drawn. */
export type CardDistance = (id: string) => number | null;

/** The card of `ids` drawn nearest the focused one (columns scroll apart), else the one at `row`. */
function nearestOf(ids: readonly string[], row: number, distance: CardDistance | undefined): string {
  let best = Math.min(row, ids.length - 1);
  let bestDistance = Infinity;
  ids.forEach((candidate, index) => {
    const d = distance?.(candidate);
    if (d === null || d === undefined) return;
    if (d < bestDistance || (d === bestDistance && Math.abs(index - row) < Math.abs(best - row))) {
      best = index;
      bestDistance = d;
    }
  });
  return ids[best]!;
}

/**
 * The card an arrow key leads to on the board, given each column's card ids in order: Up/Down
 * within the column, Left/Right to the nearest column that has cards (its card drawn nearest the
 * focused one, else the one at the same place in its list, or its last), Home/End to the
 * column's first and last card. Returns the same id at an edge, and undefined for a key that
 * does not move the focus.
 */
export function rovingNeighbour(columns: readonly (readonly string[])[], id: string, key: string, distance?: CardDistance): string | undefined {
  const column = columns.findIndex((ids) => ids.includes(id));
  if (column < 0) return undefined;
  const ids = columns[column]!;
  const row = ids.indexOf(id);
  switch (key) {
    case 'ArrowUp':
      return ids[Math.max(0, row - 1)];
    case 'ArrowDown':
      return ids[Math.min(ids.length - 1, row + 1)];
    case 'Home':
      return ids[0];
    case 'End':
      return ids[ids.length - 1];
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      for (let c = column + step; c >= 0 && c < columns.length; c += step) {
        const other = columns[c]!;
        if (other.length > 0) return nearestOf(other, row, distance);
      }
      return id;
    }
    default:
      return undefined;
  }
}
