import { useCallback } from 'react';
import { keysOf, pipelineApi } from '@meridian/shared/api';
import { useRevalidate, withMutationRetry } from '@meridian/shared/data';

const move = withMutationRetry(pipelineApi.move);
const add = withMutationRetry(pipelineApi.add);

/**
 * Moves one of a contact's entries to a stage (of its pipeline) or adds the contact to another
 * pipeline's first stage. Afterwards the contact's entries, deals, history, the boards (cards and
 * totals) and the contacts list (its stage badge) refetch. Errors are the caller's to show.
 */
export function useEntryChanges(contactId: string) {
  const revalidate = useRevalidate();
  const refresh = useCallback(() => {
    void revalidate((key) => Array.isArray(key) && ['pipelineStatus', 'deal', 'history'].includes(key[0] as string) && key[1] === contactId);
    void revalidate(keysOf('board', 'contacts', 'contact', 'contactTimeline'));
  }, [contactId, revalidate]);
  const moveTo = useCallback(
    async (stageId: string) => {
      await move(contactId, stageId);
      refresh();
    },
    [contactId, refresh],
  );
  const addTo = useCallback(
    async (stageId: string) => {
      await add(contactId, stageId);
      refresh();
    },
    [contactId, refresh],
  );
  return { moveTo, addTo };
}
