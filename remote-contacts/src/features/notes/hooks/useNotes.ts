import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { errorText, keys, notesApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Note } from '@meridian/shared/model';
import { toDate } from '@meridian/shared/format';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';

const createNote = withMutationRetry(notesApi.create);
const removeNote = withMutationRetry(notesApi.remove);

type NoteList = { notes: Note[] };

const time = (note: Note) => toDate(note.created_at)?.getTime() || 0;

/** Newest first (the API sends them so; a stable sort keeps its order for equal times). */
export function newestFirst(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => time(b) - time(a));
}

/**
 * A contact's notes, with add and delete. The changed list shows at once and is refetched
 * (docs/PRODUCT.md §4); a failure gets an error toast with the server's reason (deviation 5).
 */
export function useNotes(contactId: string | null | undefined) {
  const key = contactId ? keys.notes(contactId) : null;
  const { mutate } = useSWRConfig();
  const swr = useSWR<NoteList, Error>(key, () => notesApi.list(contactId!));
  const notes = useMemo(() => newestFirst(swr.data?.notes ?? []), [swr.data]);

  /** docs/PRODUCT.md §5: blank notes are not added; the text is trimmed. Resolves true once added. */
  const add = useCallback(
    async (text: string): Promise<boolean> => {
      const body = text.trim();
      if (!contactId || !body) return false;
      try {
        const created = await createNote(contactId, body);
        void mutate(key, (prev?: NoteList) => ({ notes: [created, ...(prev?.notes ?? [])] }));
        return true;
      } catch (error) {
        console.error(error);
        const reason = errorText(error, '');
        toast.error(reason ? t('contacts.notes.addFailedReason', { reason }) : t('contacts.notes.addFailed'));
        return false;
      }
    },
    [contactId, key, mutate],
  );

  const remove = useCallback(
    async (noteId: string): Promise<void> => {
      if (!contactId) return;
      try {
        await removeNote(contactId, noteId);
        void mutate(key, (prev?: NoteList) => ({ notes: (prev?.notes ?? []).filter((n) => n.id !== noteId) }));
      } catch (error) {
        console.error(error);
        const reason = errorText(error, '');
        toast.error(reason ? t('contacts.notes.deleteFailedReason', { reason }) : t('contacts.notes.deleteFailed'));
      }
    },
    [contactId, key, mutate],
  );

  return {
    notes,
    count: swr.data?.notes.length ?? 0,
    loading: !swr.data && !swr.error,
    error: swr.error,
    retry: () => void swr.mutate(),
    add,
    remove,
  };
}
