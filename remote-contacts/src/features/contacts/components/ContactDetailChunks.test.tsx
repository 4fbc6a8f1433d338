// A contact's detail page draws its header and Overview with the code of those alone: the other
// tabs and the edit form are separate chunks, loaded on use or on the first sign of interaction.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@meridian/shared/testing';
import { makeContact, makeNotes } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

// Which of the page's own chunks were loaded (their modules evaluated). Once per file: a module
// stays loaded, as in the browser.
const mockLoaded: string[] = [];
jest.mock('../../notes/components/NotesTab', () => {
  mockLoaded.push('NotesTab');
  return jest.requireActual('../../notes/components/NotesTab');
});
jest.mock('../../attachments/components/FilesTab', () => {
  mockLoaded.push('FilesTab');
  return jest.requireActual('../../attachments/components/FilesTab');
});
jest.mock('./ContactActivityTab', () => {
  mockLoaded.push('ContactActivityTab');
  return jest.requireActual('./ContactActivityTab');
});
jest.mock('./ContactFormPanel', () => {
  mockLoaded.push('ContactFormPanel');
  return jest.requireActual('./ContactFormPanel');
});

setUpContactsPage();

it('draws the header and the Overview without the other tabs or the form, loads them on the first key press, and shows them', async () => {
  mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes: makeNotes(2) } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'GET /members': { body: { members: [] } },
  });
  renderContacts('/contacts/p1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Recent Activity' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockLoaded).toEqual([]);

  fireEvent.keyDown(document.body, { key: 'Tab' });
  await waitFor(() => expect([...mockLoaded].sort()).toEqual(['ContactActivityTab', 'ContactFormPanel', 'FilesTab', 'NotesTab']));

  await userEvent.click(screen.getByRole('tab', { name: /Notes/ }));
  expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByRole('button', { name: 'Edit' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
