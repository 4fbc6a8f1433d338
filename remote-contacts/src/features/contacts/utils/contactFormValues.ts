import { ApiError, errorText, errorTextAround } from '@meridian/shared/api';
import { COMPANY_EMAIL_INVALID, isValidEmail, type Contact, type ContactInput } from '@meridian/shared/model';
import { t } from '../../../i18n';

/** What the contact form holds: every field as typed or picked. */
export interface ContactFormValues {
  first: string;
  last: string;
  email: string;
  phone: string;
  /** The linked company ('' for none). */
  companyId: string;
  /** The company's name as text (also kept for contacts with a free-text company only). */
  company: string;
  tags: string;
  /** The owning member's id ('' for nobody). */
  ownerId: string;
}

export type ContactFormField = keyof ContactFormValues;

/** 'Chloe Dubois already has this email': the contact that has it, and the words around its name (a link). */
export interface EmailTakenBy {
  id: string;
  words: [before: string, name: string, after: string];
}

/** Each field's message; `emailTakenBy` too when the email is another contact's that the user may open. */
export type ContactFormErrors = Partial<Record<ContactFormField, string>> & { emailTakenBy?: EmailTakenBy };

/** The API's words for a bad email (the contract's English); the form shows the catalogue's. */
export const EMAIL_INVALID = COMPANY_EMAIL_INVALID;

/** A new contact starts owned by `myId` (the signed-in user), as the API would make it. */
export function contactToFormValues(contact?: Contact | null, myId?: string | null): ContactFormValues {
  return {
    first: contact?.first ?? '',
    last: contact?.last ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    companyId: contact?.company_id ?? '',
    company: contact?.company_name || contact?.company || '',
    tags: contact?.tags ?? '',
    ownerId: (contact ? contact.owner_id : myId) ?? '',
  };
}

/** docs/PRODUCT.md §5: first, last and email must be non-blank before the submit button is enabled. */
export function canSubmitContact(values: ContactFormValues): boolean {
  return Boolean(values.first.trim() && values.last.trim() && values.email.trim());
}

/** Which required fields are still blank ('first_email'), the hint's case; null when none. */
export type MissingFields = 'first' | 'last' | 'email' | 'first_last' | 'first_email' | 'last_email' | 'all';

export function missingFields(values: ContactFormValues): MissingFields | null {
  const blank = (['first', 'last', 'email'] as const).filter((field) => !values[field].trim());
  if (blank.length === 0) return null;
  return blank.length === 3 ? 'all' : (blank.join('_') as MissingFields);
}

/** Field errors found on submit: the email must look like an address (the one email rule). */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  return isValidEmail(values.email) ? {} : { email: t('contacts.form.emailInvalid') };
}

/**
 * A refusal the form shows at a field: a 400 naming one (the API's bad-email words become the
 * catalogue's), or the 409 of an email another contact has (one contact per email), which names
 * that contact when the user may see it.
 */
export function serverFieldErrors(error: unknown): ContactFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && (error.code === 'email_taken' || error.code === 'email_taken_hidden')) {
    const id = error.params?.id;
    const words = errorTextAround(error, 'name');
    const email = errorText(error, t('contacts.form.saveFailed'));
    return typeof id === 'string' && words ? { email, emailTakenBy: { id, words } } : { email };
  }
  if (error.status !== 400) return null;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  if (error.message === EMAIL_INVALID) return { email: t('contacts.form.emailInvalid') };
  if (field === 'email') return { email: error.message };
  return null;
}

/** 'a, ,b ,, c' → 'a, b, c'. */
export function normaliseTags(tags: string): string {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The POST/PUT body: trimmed, and `null` for an empty optional field (which clears it on edit).
 * The owner is sent only when the user changed it from `initialOwnerId`: left out, a create makes
 * the creator the owner and an edit keeps whatever owner the contact has by then (a change made
 * elsewhere meanwhile is not overwritten with the value the form opened with).
 */
export function toContactInput(values: ContactFormValues, initialOwnerId = values.ownerId): ContactInput {
  const optional = (value: string) => value.trim() || null;
  const owner = values.ownerId === initialOwnerId ? {} : { owner_id: values.ownerId || null };
  return {
    first: values.first.trim(),
    last: values.last.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    company_id: optional(values.companyId),
    tags: optional(normaliseTags(values.tags)),
    ...owner,
  };
}
