import { useCallback, useState } from 'react';
import { companiesApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { useBulkDeleteWithUndo } from '@meridian/shared/ui';
import { COMPANY_NOUN } from '../utils/companyNoun';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const removeCompany = withMutationRetry((id: string) => companiesApi.remove(id));
const restoreCompanies = withMutationRetry((ids: string[]) => companiesApi.restore(ids));

const without = (set: ReadonlySet<string>, ids: readonly string[]) => {
  const next = new Set(set);
  ids.forEach((id) => next.delete(id));
  return next;
};

/**
 * SPEC §4 bulk delete and undo: deleted companies are hidden at once (before the list has been
 * refetched), Undo restores them and shows them again.
 */
export function useCompanyBulkDelete() {
  const revalidate = useRevalidateCompanies('change');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const bulk = useBulkDeleteWithUndo<string>({
    deleteOne: removeCompany,
    restore: async (ids) => {
      await restoreCompanies(ids);
      setHidden((prev) => without(prev, ids));
    },
    noun: COMPANY_NOUN,
    onChanged: () => void revalidate(),
  });
  const { run: runBulk } = bulk;

  const run = useCallback(
    async (ids: readonly string[]) => {
      const result = await runBulk(ids);
      if (result.deleted.length > 0) setHidden((prev) => new Set([...prev, ...result.deleted]));
      return result;
    },
    [runBulk],
  );

  return { run, busy: bulk.busy, hidden };
}
