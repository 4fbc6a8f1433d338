import { contactsApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { useHidingBulkDelete, type BulkDeleteNoun } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { warnNotRestored } from '../utils/notRestored';
import { useRevalidateContacts } from './useRevalidateContacts';

const removeContact = withMutationRetry((id: string) => contactsApi.remove(id));
const restoreContacts = withMutationRetry(async (ids: string[]) => {
  const answer = await contactsApi.restore(ids);
  warnNotRestored(answer);
  return answer;
});

/** The toasts' words, read when a toast shows (so in the language of that moment). */
const CONTACT_NOUN: BulkDeleteNoun = {
  get singular() {
    return t('contacts.bulk.singular');
  },
  get plural() {
    return t('contacts.bulk.plural');
  },
  count: (count) => t('contacts.bulk.count', { count }),
};

/** Bulk delete with undo (soft delete, deviation 4: the same contacts come back). */
export function useContactBulkDelete() {
  const revalidate = useRevalidateContacts();
  return useHidingBulkDelete({
    deleteOne: removeContact,
    restore: restoreContacts,
    noun: CONTACT_NOUN,
    onChanged: () => void revalidate(),
  });
}
