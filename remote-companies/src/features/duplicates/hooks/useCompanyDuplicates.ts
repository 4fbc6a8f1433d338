import { duplicatesApi, keys } from '@meridian/shared/api';
import { useDuplicatePages } from '@meridian/shared/duplicates';
import type { CompanyDuplicateGroup } from '@meridian/shared/model';

const companiesOf = (group: CompanyDuplicateGroup) => group.companies;

/** /companies/duplicates' groups, a page at a time (GET /companies/duplicates). */
export function useCompanyDuplicates() {
  return useDuplicatePages(keys.companyDuplicates, duplicatesApi.companies, companiesOf);
}
