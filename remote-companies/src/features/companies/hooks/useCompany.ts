import useSWR from 'swr';
import { companiesApi, keys } from '@meridian/shared/api';

/** One company (GET /companies/:id → {company}). */
export function useCompany(id: string | undefined) {
  const swr = useSWR(id ? keys.company(id) : null, () => companiesApi.get(id!), { keepPreviousData: true });
  return {
    company: swr.data?.company,
    error: swr.error as (Error & { status?: number }) | undefined,
    isLoading: swr.isLoading,
    retry: () => void swr.mutate(),
  };
}
