import useSWR from 'swr';
import { keys, trashApi } from '@meridian/shared/api';

/** One page of the Trash (GET /trash); a failed refresh keeps the page shown. */
export function useTrash(page: number) {
  return useSWR(keys.trash(page), () => trashApi.list(page), { keepPreviousData: true });
}
