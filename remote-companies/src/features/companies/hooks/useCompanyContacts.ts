import useSWR from 'swr';
import { companiesApi, keys } from '@meridian/shared/api';
import type { Contact } from '@meridian/shared/model';
import { COMPANY_CONTACTS_PREVIEW } from '../utils/companyConstants';

const logError = (error: unknown) => console.error('[companies] loading the company contacts failed', error);

/**
 * The first contacts of a company and how many it has. docs/PRODUCT.md §8: a failed fetch falls back
 * silently to an empty list (logged only).
 */
export function useCompanyContacts(companyId: string) {
  const query = { company_id: companyId, limit: COMPANY_CONTACTS_PREVIEW };
  const swr = useSWR(keys.contacts(query), () => companiesApi.contacts(companyId, { limit: COMPANY_CONTACTS_PREVIEW }), {
    onError: logError,
  });
  const contacts: Contact[] = swr.error ? [] : (swr.data?.contacts ?? []);
  const totalCount = swr.error ? 0 : (swr.data?.pagination.totalCount ?? contacts.length);
  return { contacts: contacts.slice(0, COMPANY_CONTACTS_PREVIEW), totalCount, isLoading: swr.isLoading };
}
