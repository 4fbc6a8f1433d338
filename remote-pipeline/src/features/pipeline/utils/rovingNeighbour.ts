/**
 * The card an arrow key leads to on the board, given each column's drawn card ids in order:
 * Up/Down within the column, Left/Right to the nearest column that has cards (the card at the
 * same place in its list, or its last), Home/End to the column's first and last card.
 * Returns the same id at an edge, and undefined for a key that does not move the focus.
 */
export function rovingNeighbour(columns: readonly (readonly string[])[], id: string, key: string): string | undefined {
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
        if (other.length > 0) return other[Math.min(row, other.length - 1)];
      }
      return id;
    }
    default:
      return undefined;
  }
}
