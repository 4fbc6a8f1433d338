import useSWR from 'swr';
import type { ContactFilter } from '@meridian/shared/model';
import { companiesApi, keys } from '@meridian/shared/api';
import { knownName, loadStages, rememberName } from '../utils/contactFilterFields';
import type { CompanyFilter } from './useContactsQuery';

/**
 * The names a filter's chips show for its ids (a view saved with a company or a stage), fetched
 * once each: the company's record, every pipeline's stages. A company link names its own.
 */
export function useFilterNames(filter: ContactFilter, linked: CompanyFilter | null) {
  if (linked && linked.name !== linked.id) rememberName(linked.id, linked.name);
  const companyId = filter.company_id && !knownName(filter.company_id) ? filter.company_id : null;
  const stageId = filter.stage_id && !knownName(filter.stage_id) ? filter.stage_id : null;
  useSWR(companyId ? keys.company(companyId) : null, async () => {
    const { company } = await companiesApi.get(companyId!);
    rememberName(company.id, company.name);
    return { company };
  });
  useSWR(stageId ? ['filterStages'] : null, loadStages);
}
