// A contact's notes: calls and SWR key.
import type { Note, NoteListAnswer } from '@meridian/contract';
import { apiRequest } from './request';

const enc = encodeURIComponent;

export const notesApi = {
  list: (contactId: string) => apiRequest<NoteListAnswer>(`/contacts/${enc(contactId)}/notes`),
  create: (contactId: string, body: string) => apiRequest<Note>(`/contacts/${enc(contactId)}/notes`, { method: 'POST', body: { body } }),
  update: (contactId: string, noteId: string, body: string) =>
    apiRequest<Note>(`/contacts/${enc(contactId)}/notes/${enc(noteId)}`, { method: 'PUT', body: { body } }),
  remove: (contactId: string, noteId: string) => apiRequest<void>(`/contacts/${enc(contactId)}/notes/${enc(noteId)}`, { method: 'DELETE' }),
};

export const noteKeys = {
  notes: (contactId: string) => ['notes', contactId] as const,
};
