// The Trash (docs/PRODUCT.md §Trash) and erasing a contact, with their SWR keys.
import type { TrashListAnswer, TrashType } from '@meridian/contract';
import { apiRequest } from './request';

const enc = encodeURIComponent;

export const trashApi = {
  /** A page of the Trash, newest deletion first. */
  list: (page = 1, limit = 50) => apiRequest<TrashListAnswer>('/trash', { query: { page: String(page), limit: String(limit) } }),
  restore: (type: TrashType, id: string) => apiRequest<void>(`/trash/${enc(type)}/${enc(id)}/restore`, { method: 'POST' }),
  /** Delete permanently now (admins). */
  purge: (type: TrashType, id: string) => apiRequest<void>(`/trash/${enc(type)}/${enc(id)}`, { method: 'DELETE' }),
  /** Erase a contact, live or deleted, with everything that holds its data (admins). */
  eraseContact: (id: string) => apiRequest<void>(`/contacts/${enc(id)}/erase`, { method: 'POST' }),
};

export const trashKeys = {
  trash: (page: number) => ['trash', page] as const,
};
