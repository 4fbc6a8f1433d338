import type { Contact, ContactInput } from '@meridian/shared/model';

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
}

export type ContactFormField = keyof ContactFormValues;

export function contactToFormValues(contact?: Contact | null): ContactFormValues {
  return {
    first: contact?.first ?? '',
    last: contact?.last ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    companyId: contact?.company_id ?? '',
    company: contact?.company_name || contact?.company || '',
    tags: contact?.tags ?? '',
  };
}

/** SPEC §5: first, last and email must be non-blank; nothing else is checked. */
export function canSubmitContact(values: ContactFormValues): boolean {
  return Boolean(values.first.trim() && values.last.trim() && values.email.trim());
}

/** 'a, ,b ,, c' → 'a, b, c'. */
export function normaliseTags(tags: string): string {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');
}

/** The POST/PUT body: trimmed, and `null` for an empty optional field (which clears it on edit). */
export function toContactInput(values: ContactFormValues): ContactInput {
  const optional = (value: string) => value.trim() || null;
  return {
    first: values.first.trim(),
    last: values.last.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    company_id: optional(values.companyId),
    tags: optional(normaliseTags(values.tags)),
  };
}
