import { useCallback } from 'react';
import { keys, keysOf, type KeyKind } from '@meridian/shared/api';
import { matchesKey, useForget, useRevalidate } from '@meridian/shared/data';

/**
 * What a company create touches; an update or delete also changes contacts (company name, link).
 * Each is a new event of the company's timeline, and may make or end a duplicate.
 */
const AFTER_CREATE: KeyKind[] = ['companies', 'company', 'summary', 'companyTimeline', 'companyDuplicates', 'duplicateCounts'];
const AFTER_CHANGE: KeyKind[] = [...AFTER_CREATE, 'contacts', 'contact'];

/**
 * docs/PRODUCT.md §4 cache refresh after a company create, update or delete. After a delete, pass the
 * deleted id: its own entry is dropped instead of refetched (that would only answer 404).
 */
export function useRevalidateCompanies(after: 'create' | 'change' = 'change'): (deletedId?: string) => Promise<unknown> {
  const revalidate = useRevalidate();
  const forget = useForget();
  return useCallback(
    (deletedId?: string) => {
      const touched = keysOf(...(after === 'create' ? AFTER_CREATE : AFTER_CHANGE));
      if (!deletedId) return revalidate(touched);
      const gone = matchesKey(keys.company(deletedId));
      void forget(gone);
      return revalidate((key) => touched(key) && !gone(key));
    },
    [after, forget, revalidate],
  );
}
