import { companiesApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { useHidingBulkDelete } from '@meridian/shared/ui';
import { COMPANY_NOUN } from '../utils/companyNoun';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const removeCompany = withMutationRetry((id: string) => companiesApi.remove(id));
const restoreCompanies = withMutationRetry((ids: string[]) => companiesApi.restore(ids));

/** Bulk delete with undo (soft delete, deviation 4: the same companies come back). */
export function useCompanyBulkDelete() {
  const revalidate = useRevalidateCompanies('change');
  return useHidingBulkDelete({
    deleteOne: removeCompany,
    restore: restoreCompanies,
    noun: COMPANY_NOUN,
    onChanged: () => void revalidate(),
  });
}
