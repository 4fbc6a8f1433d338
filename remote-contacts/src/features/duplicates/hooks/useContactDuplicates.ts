import { duplicatesApi, keys } from '@meridian/shared/api';
import { useDuplicatePages } from '@meridian/shared/duplicates';
import type { ContactDuplicateGroup } from '@meridian/shared/model';

const contactsOf = (group: ContactDuplicateGroup) => group.contacts;

/** /contacts/duplicates' groups, a page at a time (GET /contacts/duplicates). */
export function useContactDuplicates() {
  return useDuplicatePages(keys.contactDuplicates, duplicatesApi.contacts, contactsOf);
}
