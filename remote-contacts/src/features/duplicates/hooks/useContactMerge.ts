import { duplicatesApi, keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { useMergeWithUndo } from '@meridian/shared/duplicates';
import { contactDisplayName } from '@meridian/shared/format';
import { useRevalidateContacts } from '../../contacts/hooks/useRevalidateContacts';

/** What else a contact merge moves: the groups and their counts, and the primary's notes, files, history and activities. */
const MERGE_CHANGE = keysOf('contactDuplicates', 'duplicateCounts', 'notes', 'attachments', 'history', 'activities', 'activityCounts', 'deal');

/** POST /contacts/merge with the toast's Undo (POST /contacts/merge/:batchId/undo); refreshes what both change. */
export function useContactMerge() {
  const revalidateContacts = useRevalidateContacts();
  const revalidate = useRevalidate();
  return useMergeWithUndo({
    kind: 'contacts',
    merge: duplicatesApi.mergeContacts,
    undo: duplicatesApi.undoContactMerge,
    nameOf: (answer) => contactDisplayName(answer.contact),
    onChanged: () => {
      void revalidateContacts();
      void revalidate(MERGE_CHANGE);
    },
  });
}
