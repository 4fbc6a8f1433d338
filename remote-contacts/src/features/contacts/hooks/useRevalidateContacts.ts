import { useCallback } from 'react';
import { keysOf, type KeyKind } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';

/**
 * What a contact change touches (SPEC §4 cache refresh): the contact lists and the contact, the
 * organisation summary, the companies' contact counts and the pipeline board's cards.
 */
const CONTACT_CHANGE: KeyKind[] = ['contacts', 'contact', 'summary', 'companies', 'company', 'board', 'pipelineStatus'];

export function useRevalidateContacts(): () => Promise<unknown> {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate(keysOf(...CONTACT_CHANGE)), [revalidate]);
}
