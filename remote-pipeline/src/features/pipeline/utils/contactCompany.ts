import type { Contact } from '@meridian/shared/model';

/** The company shown on a card: company_name, falling back to the free-text company. */
export function contactCompany(contact: Pick<Contact, 'company' | 'company_name'>): string {
  return contact.company_name?.trim() || contact.company?.trim() || '';
}
