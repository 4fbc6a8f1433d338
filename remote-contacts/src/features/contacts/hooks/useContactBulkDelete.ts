import { contactsApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { useHidingBulkDelete } from '@meridian/shared/ui';
import { CONTACT_NOUN } from '../utils/contactConstants';
import { useRevalidateContacts } from './useRevalidateContacts';

const removeContact = withMutationRetry((id: string) => contactsApi.remove(id));
const restoreContacts = withMutationRetry((ids: string[]) => contactsApi.restore(ids));

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
