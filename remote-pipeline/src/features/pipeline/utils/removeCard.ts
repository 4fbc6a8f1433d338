// The removal of a card and its Undo, fetched on the first '×' (the board's first screen has a
// 200 KB budget): the hook useRemoveContact keeps the state, this does the work.
import { pipelineApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Deal } from '@meridian/shared/model';
import { toast, TOAST_WITH_ACTION_DURATION_MS } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { dealBodyOf } from './dealBodyOf';
import { refusalText } from './refusalText';

const removeFromPipeline = withMutationRetry(pipelineApi.remove);

/** What the Undo of a removal needs: who it was, which stage it stood in, and the deal it held. */
export interface RemovedCard {
  contactId: string;
  name: string;
  stageId: string;
  stageName: string;
  /** The card's deal as the board showed it; the removal's answer, when it has one, wins. */
  deal?: Deal;
}

interface RemoveContext {
  /** The board's pipeline: the card is the contact's entry there (it may be in other pipelines too). */
  pipelineId: string;
  pipelineName: string;
  /** Reloads the board and what shows the contact's stage. */
  refresh: () => Promise<void>;
}

async function undo({ contactId, name, stageId, stageName, deal }: RemovedCard, { refresh }: RemoveContext) {
  try {
    await pipelineApi.add(contactId, stageId, deal ? dealBodyOf(deal) : undefined);
    toast.success(t('pipeline.remove.undone', { name, stage: stageName }));
  } catch {
    toast.error(t('pipeline.remove.undoFailed', { name, stage: stageName }));
  } finally {
    await refresh();
  }
}

/** Takes the card off the board; the toast offers Undo, which puts it back in its stage with its deal. */
export async function removeCard(card: RemovedCard, context: RemoveContext): Promise<void> {
  const { refresh, pipelineId, pipelineName } = context;
  try {
    const answer = await removeFromPipeline(card.contactId, pipelineId);
    const removed: RemovedCard = { ...card, deal: answer?.deal ?? card.deal };
    toast.success(t('pipeline.remove.done', { name: card.name, pipeline: pipelineName }), {
      duration: TOAST_WITH_ACTION_DURATION_MS,
      action: { label: t('pipeline.remove.undo'), onClick: () => void undo(removed, context) },
    });
    await refresh();
  } catch (error) {
    toast.error(refusalText(error, t('pipeline.remove.failed')));
  }
}
