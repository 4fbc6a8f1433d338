import { makeBoard } from '../../../testing/fixtures';
import { appendStageContacts } from './appendStageContacts';
import { moveContactInBoard } from './moveContactInBoard';
import { contact } from '../../../testing/fixtures';

describe('moveContactInBoard', () => {
  it('takes the card out of its stage and puts it first in the target, with both counts', () => {
    const moved = moveContactInBoard(makeBoard(), 'c2', 's2');
    expect(moved.stages.map((s) => [s.id, s.contacts.map((c) => c.id), s.count])).toEqual([
      ['s1', ['c1'], 1],
      ['s2', ['c2', 'c3'], 2],
      ['s3', [], 0],
    ]);
    expect(moved.totalContacts).toBe(3);
  });

  it('returns the same board for its own stage, an unknown stage or an unknown contact', () => {
    const board = makeBoard();
    expect(moveContactInBoard(board, 'c1', 's1')).toBe(board);
    expect(moveContactInBoard(board, 'c1', 'nope')).toBe(board);
    expect(moveContactInBoard(board, 'nobody', 's2')).toBe(board);
  });
});

describe('appendStageContacts', () => {
  it('adds a page after the loaded cards, skipping ones already there, and takes the new count', () => {
    const next = appendStageContacts(makeBoard(), 's1', [contact('c2', 'Bo', 'Chen'), contact('c7', 'Di', 'Eve')], 9);
    expect(next.stages[0].contacts.map((c) => c.id)).toEqual(['c1', 'c2', 'c7']);
    expect(next.stages[0].count).toBe(9);
    expect(next.stages[1]).toEqual(makeBoard().stages[1]);
  });
});
