import useSWR from 'swr';
import { ApiError, contactsApi, keys } from '@meridian/shared/api';
import type { Contact } from '@meridian/shared/model';

/** One contact; `initial` (e.g. the card that was clicked) shows at once while it loads. */
export function useContact(id: string | null | undefined, initial?: Contact) {
  const swr = useSWR<Contact, Error>(id ? keys.contact(id) : null, () => contactsApi.get(id!), {
    fallbackData: initial && initial.id === id ? initial : undefined,
  });
  const notFound = swr.error instanceof ApiError && swr.error.status === 404;
  return {
    contact: swr.data,
    error: swr.error,
    notFound,
    loading: !swr.data && !swr.error,
    retry: () => void swr.mutate(),
  };
}
