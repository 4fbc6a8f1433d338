import { useCallback, useState } from 'react';
import { contactsApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { toast, useConfirm } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { useRevalidateContacts } from './useRevalidateContacts';

const removeContact = withMutationRetry((id: string) => contactsApi.remove(id));

/**
 * Asks 'Are you sure…', deletes, toasts and refreshes the lists. Resolves true once deleted;
 * a failure gets an error toast (deviation 5).
 */
export function useDeleteContact() {
  const confirm = useConfirm();
  const revalidate = useRevalidateContacts();
  const [deleting, setDeleting] = useState(false);

  const deleteContact = useCallback(
    async (contact: Pick<Contact, 'id'>): Promise<boolean> => {
      const confirmed = await confirm({
        title: t('contacts.delete.title'),
        message: t('contacts.delete.message'),
        confirmLabel: t('contacts.delete.confirm'),
        tone: 'danger',
      });
      if (!confirmed) return false;
      setDeleting(true);
      try {
        await removeContact(contact.id);
        toast.success(t('contacts.delete.success'));
        void revalidate(contact.id);
        return true;
      } catch (error) {
        console.error(error);
        toast.error(t('contacts.delete.failed'));
        return false;
      } finally {
        setDeleting(false);
      }
    },
    [confirm, revalidate],
  );

  return { deleteContact, deleting };
}
