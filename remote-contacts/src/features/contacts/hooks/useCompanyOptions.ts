import useSWR from 'swr';
import { companiesApi, keys, type CompanyListQuery } from '@meridian/shared/api';
import { useDebouncedValue } from '@meridian/shared/ui';
import { COMPANY_PICKER_LIMIT, SEARCH_DEBOUNCE_MS } from '../utils/contactConstants';

/** The company picker's choices: 50 companies, searched on the server (docs/PRODUCT.md §7). */
export function useCompanyOptions(searchText: string) {
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query: CompanyListQuery = { limit: COMPANY_PICKER_LIMIT, search: search || undefined };
  const swr = useSWR(keys.companies(query), () => companiesApi.list(query), { keepPreviousData: true });
  return {
    companies: swr.data?.companies ?? [],
    loading: !swr.data && !swr.error,
    error: swr.error as Error | undefined,
  };
}
