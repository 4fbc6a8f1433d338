import type { Company } from '@meridian/shared/model';

/** The contacts list filtered to one company (docs/PRODUCT.md §2: /contacts accepts company_id and company_name). */
export function companyContactsPath(company: Pick<Company, 'id' | 'name'>): string {
  const params = new URLSearchParams({ company_id: company.id, company_name: company.name });
  return `/contacts?${params.toString()}`;
}

/** One contact's page (the contacts remote's route). */
export function contactPagePath(contactId: string): string {
  return `/contacts/${encodeURIComponent(contactId)}`;
}
