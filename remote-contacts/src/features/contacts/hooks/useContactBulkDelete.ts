import { useCallback, useState } from 'react';
import { contactsApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { useBulkDeleteWithUndo } from '@meridian/shared/ui';
import { CONTACT_NOUN } from '../utils/contactConstants';
import { useRevalidateContacts } from './useRevalidateContacts';

const removeContact = withMutationRetry((id: string) => contactsApi.remove(id));
const restoreContacts = withMutationRetry((ids: string[]) => contactsApi.restore(ids));

const without = (set: ReadonlySet<string>, ids: readonly string[]) => {
  const next = new Set(set);
  ids.forEach((id) => next.delete(id));
  return next;
};

/**
 * SPEC §4 bulk delete and undo: deleted contacts are hidden at once (before the list has been
 * refetched); Undo restores them (soft delete, deviation 4) and shows them again.
 */
export function useContactBulkDelete() {
  const revalidate = useRevalidateContacts();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const bulk = useBulkDeleteWithUndo<string>({
    deleteOne: removeContact,
    restore: async (ids) => {
      await restoreContacts(ids);
      setHidden((prev) => without(prev, ids));
    },
    noun: CONTACT_NOUN,
    onChanged: () => void revalidate(),
  });
  const { run: runBulk } = bulk;

  const run = useCallback(
    async (ids: readonly string[]) => {
      const result = await runBulk(ids);
      if (result.deleted.length > 0) setHidden((prev) => new Set([...prev, ...result.deleted]));
      return result;
    },
    [runBulk],
  );

  return { run, busy: bulk.busy, hidden };
}
