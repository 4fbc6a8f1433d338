import { keysOf } from '@meridian/shared/api';

const isBoardKey = keysOf('board');

/**
 * Every cached board except the one on screen (`key`): the other owner filters' totals go stale
 * after a change, while the one on screen is refetched by the change itself (not twice).
 */
export function otherBoards(key: readonly unknown[]) {
  return (candidate: unknown) => isBoardKey(candidate) && JSON.stringify(candidate) !== JSON.stringify(key);
}
