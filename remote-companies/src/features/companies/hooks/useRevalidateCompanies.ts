import { useCallback } from 'react';
import { keysOf, type KeyKind } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';

/** What a company create touches; an update or delete also changes contacts (company name, link). */
const AFTER_CREATE: KeyKind[] = ['companies', 'company', 'summary'];
const AFTER_CHANGE: KeyKind[] = [...AFTER_CREATE, 'contacts', 'contact'];

/** SPEC §4 cache refresh after a company create, update or delete. */
export function useRevalidateCompanies(after: 'create' | 'change' = 'change'): () => Promise<unknown> {
  const revalidate = useRevalidate();
  return useCallback(
    () => revalidate(keysOf(...(after === 'create' ? AFTER_CREATE : AFTER_CHANGE))),
    [after, revalidate],
  );
}
