import type { Contact } from '@meridian/shared/model';

/** The linked company's current name, else the company text as stored (SPEC §2 cards). */
export function contactCompany(contact: Pick<Contact, 'company' | 'company_name'>): string {
  return contact.company_name?.trim() || contact.company?.trim() || '';
}
