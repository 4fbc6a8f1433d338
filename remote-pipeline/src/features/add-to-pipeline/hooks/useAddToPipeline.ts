import { useCallback, useState } from 'react';
import { keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { addToPipeline } from '../utils/addToPipeline';

/** The 'Pipeline' button's action, with its toasts; the lists and the board refetch after. */
export function useAddToPipeline() {
  const revalidate = useRevalidate();
  const [busyId, setBusyId] = useState<string | null>(null);

  const add = useCallback(
    async (contact: Contact) => {
      setBusyId(contact.id);
      try {
        const outcome = await addToPipeline(contact);
        if (outcome.kind === 'added') toast.success(outcome.message);
        else if (outcome.kind === 'already') toast.warning(outcome.message);
        else toast.error(outcome.message);
        if (outcome.kind !== 'error') await revalidate(keysOf('contacts', 'contact', 'board', 'pipelineStatus', 'history'));
      } finally {
        setBusyId(null);
      }
    },
    [revalidate],
  );
  return { add, busyId };
}
