export interface ContactCompanyParts {
  company?: string | null;
  company_name?: string | null;
}

/** The linked company's current name, else the company text as stored (docs/PRODUCT.md §2 cards). */
export function contactCompany(contact: ContactCompanyParts): string {
  return contact.company_name?.trim() || contact.company?.trim() || '';
}
