import { lazyPiece } from './lazyPiece';

// What a contact's detail page shows only when asked: its first paint needs the header and the
// Overview, not the other tabs nor the edit form (each in its own chunk, loaded on first use or
// on the first sign the user is about to use the page: usePreloadOnIntent).

export const notesTab = lazyPiece(() => import('../../notes/components/NotesTab').then((m) => m.NotesTab));
export const filesTab = lazyPiece(() => import('../../attachments/components/FilesTab').then((m) => m.FilesTab));
export const activityTab = lazyPiece(() => import('../components/ContactActivityTab').then((m) => m.ContactActivityTab));
export const contactForm = lazyPiece(() => import('../components/ContactFormPanel').then((m) => m.ContactFormPanel));

/** Starts loading every piece of the page not drawn yet. */
export function preloadDetailPieces(): void {
  for (const piece of [notesTab, filesTab, activityTab, contactForm]) piece.preload();
}
