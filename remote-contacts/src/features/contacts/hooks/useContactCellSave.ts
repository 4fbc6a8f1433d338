import { useCallback } from 'react';
import { contactsApi, errorText } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { t } from '../../../i18n';
import {
  canSubmitContact,
  contactToFormValues,
  serverFieldErrors,
  toContactInput,
  validateContactForm,
  type ContactFormField,
  type ContactFormValues,
} from '../utils/contactFormValues';
import { useRevalidateContacts } from './useRevalidateContacts';

const updateContact = withMutationRetry(contactsApi.update);

/** The table's columns that edit a field of the form, and that field. */
export const EDITABLE_CONTACT_COLUMNS: Readonly<Record<string, ContactFormField>> = { email: 'email', phone: 'phone', tags: 'tags', owner: 'ownerId' };

/** The form's values with one field changed: the rule the form applies, or null when they pass. */
export function contactCellRefusal(values: ContactFormValues): string | null {
  if (!canSubmitContact(values)) return t('contacts.table.required');
  return validateContactForm(values).email ?? null;
}

/**
 * Saves one cell of the table as the form saves the contact: the whole record (PUT /contacts/:id)
 * with one field changed, the form's rules first; the API's refusal comes back as the cell's
 * message (email_taken names the contact that has the email). The lists revalidate after.
 */
export function useContactCellSave() {
  const revalidate = useRevalidateContacts();
  return useCallback(
    async (contact: Contact, column: string, value: string): Promise<string | null> => {
      const field = EDITABLE_CONTACT_COLUMNS[column];
      if (!field) return null;
      const initial = contactToFormValues(contact);
      const values = { ...initial, [field]: value };
      const refused = contactCellRefusal(values);
      if (refused) return refused;
      try {
        await updateContact(contact.id, toContactInput(values, initial.ownerId));
      } catch (error) {
        const fields = serverFieldErrors(error);
        return fields?.email ?? errorText(error, t('contacts.form.saveFailed'));
      }
      void revalidate();
      return null;
    },
    [revalidate],
  );
}
