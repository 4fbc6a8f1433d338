import { useCallback } from 'react';
import { keysOf, type KeyKind } from '@meridian/shared/api';
import { useForget, useRevalidate } from '@meridian/shared/data';

/**
 * What a contact change touches (docs/PRODUCT.md §4 cache refresh): the contact lists and the contact, the
 * organisation summary, the companies' contact counts, the pipeline board's cards, the timelines
 * (the contact's, and its company's, which shows its contacts' events) and the duplicate finder.
 */
const CONTACT_CHANGE: KeyKind[] = [
  'contacts',
  'contact',
  'summary',
  'companies',
  'company',
  'board',
  'pipelineStatus',
  'contactTimeline',
  'companyTimeline',
  'contactDuplicates',
  'duplicateCounts',
];
/** The entries that belong to one contact (keyed by its id). */
const ONE_CONTACT: KeyKind[] = ['contact', 'notes', 'attachments', 'pipelineStatus', 'history', 'contactTimeline'];

const changed = keysOf(...CONTACT_CHANGE);

/** Every cached entry of the contact `id`. */
function ofContact(id: string) {
  const kinds = keysOf(...ONE_CONTACT);
  return (key: unknown): boolean => kinds(key) && (key as readonly unknown[])[1] === id;
}

/**
 * Refreshes what a contact change touches. After a delete, pass the deleted id: its own entries
 * are dropped from the cache instead of refetched (a refetch would only answer 404).
 */
export function useRevalidateContacts(): (deletedId?: string) => Promise<unknown> {
  const revalidate = useRevalidate();
  const forget = useForget();
  return useCallback(
    (deletedId?: string) => {
      if (!deletedId) return revalidate(changed);
      const gone = ofContact(deletedId);
      void forget(gone);
      return revalidate((key) => changed(key) && !gone(key));
    },
    [forget, revalidate],
  );
}
