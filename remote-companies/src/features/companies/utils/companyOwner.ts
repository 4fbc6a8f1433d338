import type { Company } from '@meridian/shared/model';

/**
 * The member who owns the company, as the record access rules read it; null for none. The API
 * answers `owner_id` once companies have owners; until then a company has none.
 */
export function companyOwner(company: Company): string | null {
  return (company as Company & { owner_id?: string | null }).owner_id ?? null;
}
