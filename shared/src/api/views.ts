// Saved views of the contact and company lists (docs/PRODUCT.md §7 Views) and their SWR keys.
import type { SavedView, ViewCreateBody, ViewListAnswer, ViewObject, ViewUpdateBody } from '@meridian/contract';
import { apiRequest } from './request';

const enc = encodeURIComponent;

export const viewsApi = {
  /** The built-in view first, then the shared views and the caller's own; and the caller's default. */
  list: (object: ViewObject) => apiRequest<ViewListAnswer>('/views', { query: { object } }),
  create: (body: ViewCreateBody) => apiRequest<SavedView>('/views', { method: 'POST', body }),
  update: (id: string, body: ViewUpdateBody) => apiRequest<SavedView>(`/views/${enc(id)}`, { method: 'PUT', body }),
  remove: (id: string) => apiRequest<void>(`/views/${enc(id)}`, { method: 'DELETE' }),
  setDefault: (object: ViewObject, viewId: string) => apiRequest<unknown>('/views/default', { method: 'PUT', body: { object, view_id: viewId } }),
};

export const viewKeys = {
  views: (object: ViewObject) => ['views', object] as const,
};
