import type { Company } from '@meridian/shared/model';

/** The member who owns the company, as the record access rules read it; null for none. */
export function companyOwner(company: Company): string | null {
  return company.owner_id ?? null;
}
