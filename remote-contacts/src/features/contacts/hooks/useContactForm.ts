import { useState, type FormEvent } from 'react';
import { contactsApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import {
  canSubmitContact, contactToFormValues, toContactInput, type ContactFormField, type ContactFormValues,
} from '../utils/contactFormValues';
import { saveErrorMessage } from '../utils/saveErrorMessage';
import { useRevalidateContacts } from './useRevalidateContacts';

const createContact = withMutationRetry(contactsApi.create);
const updateContact = withMutationRetry(contactsApi.update);

export interface UseContactFormOptions {
  /** The contact being edited; absent for a new one. */
  contact?: Contact;
  onSaved: (contact: Contact) => void;
}

/** State and submit of the contact form (SPEC §5): required fields, save, refresh the lists. */
export function useContactForm({ contact, onSaved }: UseContactFormOptions) {
  const editing = Boolean(contact);
  const revalidate = useRevalidateContacts();
  const [values, setValues] = useState<ContactFormValues>(() => contactToFormValues(contact));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setField = (field: ContactFormField, value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  /** Picks a company: its id and its name (the text the card shows). */
  const setCompany = (id: string, name: string) => setValues((prev) => ({ ...prev, companyId: id, company: name }));

  const canSubmit = canSubmitContact(values) && !saving;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setServerError(null);
    setSaving(true);
    try {
      const input = toContactInput(values);
      const saved = contact ? await updateContact(contact.id, input) : await createContact(input);
      toast.success(editing ? 'Contact updated successfully' : 'Contact created successfully');
      void revalidate();
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      console.error(error);
      // The typing stays: only the message changes.
      setServerError(saveErrorMessage(error, 'Failed to save contact'));
      setSaving(false);
    }
  };

  return { values, serverError, saving, editing, canSubmit, setField, setCompany, submit };
}
