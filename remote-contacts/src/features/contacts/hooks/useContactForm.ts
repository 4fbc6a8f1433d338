import { useState, type FormEvent } from 'react';
import { contactsApi, errorText } from '@meridian/shared/api';
import { useMembers, withMutationRetry } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import {
  canSubmitContact,
  contactToFormValues,
  serverFieldErrors,
  toContactInput,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
} from '../utils/contactFormValues';
import { useRevalidateContacts } from './useRevalidateContacts';

const createContact = withMutationRetry(contactsApi.create);
const updateContact = withMutationRetry(contactsApi.update);

export interface UseContactFormOptions {
  /** The contact being edited; absent for a new one. */
  contact?: Contact;
  onSaved: (contact: Contact) => void;
}

/** State and submit of the contact form (docs/PRODUCT.md §5): required fields, save, refresh the lists. */
export function useContactForm({ contact, onSaved }: UseContactFormOptions) {
  const editing = Boolean(contact);
  const revalidate = useRevalidateContacts();
  const { myId } = useMembers();
  const [initial] = useState<ContactFormValues>(() => contactToFormValues(contact, myId));
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setField = (field: ContactFormField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // A field's error goes as soon as that field is edited (as in the company form).
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined, ...(field === 'email' && { emailTakenBy: undefined }) } : prev));
  };
  /** Picks a company: its id and its name (the text the card shows). */
  const setCompany = (id: string, name: string) => setValues((prev) => ({ ...prev, companyId: id, company: name }));

  const canSubmit = canSubmitContact(values) && !saving;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    setSaving(true);
    try {
      const input = toContactInput(values, initial.ownerId);
      const saved = contact ? await updateContact(contact.id, input) : await createContact(input);
      toast.success(editing ? t('contacts.form.updated') : t('contacts.form.created'));
      void revalidate();
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      console.error(error);
      // The typing stays: only the message changes, beside the field when the server names one.
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setServerError(errorText(error, t('contacts.form.saveFailed')));
      setSaving(false);
    }
  };

  return { values, errors, serverError, saving, editing, canSubmit, setField, setCompany, submit };
}
