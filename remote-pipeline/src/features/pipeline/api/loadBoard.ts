import { pipelineApi, type BoardActivityFilter } from '@meridian/shared/api';
import type { Board } from '@meridian/shared/model';
import { appendToStage } from '../utils/appendStageContacts';
import { BOARD_PAGE_SIZE } from './boardPaging';

/**
 * The board with the first page of every stage, topped up to the number of cards each column
 * already shows (`shown`), so a refresh after a move does not collapse columns the user expanded.
 * A column whose top-up fails keeps its first page rather than failing the whole board. With
 * `ownerId`, only that member's deals; with `activity: 'none'`, only cards with no activity planned.
 */
export async function loadBoard(
  pipelineId: string,
  shown: Readonly<Record<string, number>>,
  ownerId?: string | null,
  activity?: BoardActivityFilter | null,
): Promise<Board> {
  // The unfiltered board is asked for exactly as the shell's first screen asks (firstScreens.ts).
  const board =
    ownerId || activity
      ? await pipelineApi.board(pipelineId, BOARD_PAGE_SIZE, ownerId ?? undefined, activity ?? undefined)
      : await pipelineApi.board(pipelineId, BOARD_PAGE_SIZE);
  const stages = await Promise.all(
    board.stages.map(async (stage) => {
      const wanted = Math.min(shown[stage.id] ?? 0, stage.count);
      const loaded = stage.contacts.length;
      if (wanted <= loaded) return stage;
      const page = await pipelineApi
        .stageContacts(pipelineId, stage.id, loaded, wanted - loaded, ownerId ?? undefined, activity ?? undefined)
        .catch(() => null);
      return page ? appendToStage(stage, page.contacts, page.count) : stage;
    }),
  );
  return { ...board, stages };
}
