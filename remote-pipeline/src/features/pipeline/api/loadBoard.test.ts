import { pipelineApi } from '@meridian/shared/api';
import { boardStage, contact, makeBoard, STAGES } from '../../../testing/fixtures';
import { BOARD_PAGE_SIZE } from './boardPaging';
import { loadBoard } from './loadBoard';

afterEach(() => jest.restoreAllMocks());

it('pages the board through pipelineApi: the first page of each stage, then the top-up of an expanded column', async () => {
  const board = makeBoard();
  board.stages[0] = boardStage(STAGES[0], board.stages[0].contacts, 4);
  const more = [contact('c8', 'Di', 'Eck'), contact('c9', 'Ed', 'Fox')];
  const boardCall = jest.spyOn(pipelineApi, 'board').mockResolvedValue(board);
  const stageCall = jest
    .spyOn(pipelineApi, 'stageContacts')
    .mockResolvedValue({ stageId: 's1', offset: 2, limit: 2, contacts: more, count: 4, hasMore: false });

  const loaded = await loadBoard('p2', { s1: 100 });

  expect(boardCall).toHaveBeenCalledWith('p2', BOARD_PAGE_SIZE);
  expect(stageCall.mock.calls).toEqual([['p2', 's1', 2, 2]]);
  expect(loaded!.stages[0].contacts.map((c) => c.id)).toEqual(['c1', 'c2', 'c8', 'c9']);
});
