import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExposedContactPanel from '../../../exposes/ContactPanel';
import { makeAttachments, makeContact, makeNote, makeNotes } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setup({ notes = makeNotes(2), attachments = makeAttachments(0) } = {}) {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes } },
    'GET /contacts/:id/attachments': { body: { attachments } },
  });
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  renderInApp(<ExposedContactPanel contactId="p1" onClose={onClose} onDeleted={onDeleted} />);
  return { api, onClose, onDeleted };
}

const panel = () => screen.getByRole('dialog', { name: 'Ada Lovelace' });

it('renders nothing without a contact id', () => {
  mockApi();
  renderInApp(<ExposedContactPanel contactId={null} onClose={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows avatar, name, email, phone, company and added date', async () => {
  setup();
  const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
  expect(within(dialog).getByTestId('avatar')).toHaveTextContent('A');
  for (const text of ['ada@example.com', '+1 555 0100', 'Analytical Engines Ltd', 'Jan 5, 2024']) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  expect(within(dialog).getByRole('button', { name: 'View Full Contact' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Edit Contact' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

it("shows 'Recent Notes (N)' with the 3 latest and 'View all N notes' to the detail page's Notes tab", async () => {
  const { onClose } = setup({ notes: makeNotes(5) });
  expect(await screen.findByText('Recent Notes (5)')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Note 1', 'Note 2', 'Note 3']);
  // A link that looks like one, to the Notes tab.
  const viewAll = screen.getByRole('link', { name: 'View all 5 notes' });
  expect(viewAll).toHaveAttribute('href', '/contacts/p1?tab=notes');
  expect(viewAll).toHaveStyle({ 'text-decoration': 'underline' });
  await userEvent.click(viewAll);
  expect(screen.getByTestId('location')).toHaveTextContent('/contacts/p1?tab=notes');
  expect(onClose).toHaveBeenCalled();
});

it("has no 'View all' link with 3 notes or fewer", async () => {
  setup({ notes: makeNotes(3) });
  expect(await screen.findByText('Recent Notes (3)')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
});

it('adds a trimmed note; blank or whitespace-only text cannot be added', async () => {
  const { api } = setup({ notes: [] });
  await screen.findByText('Recent Notes (0)');
  const box = screen.getByPlaceholderText('Add a note...');
  const add = screen.getByRole('button', { name: 'Add Note' });
  expect(add).toBeDisabled();
  await userEvent.type(box, '   ');
  expect(add).toBeDisabled();
  api.on('POST /contacts/:id/notes', (call) => ({ status: 201, body: makeNote({ id: 'n9', body: (call.body as { body: string }).body }) }));
  api.on('GET /contacts/:id/notes', { body: { notes: [makeNote({ id: 'n9', body: 'Sent the proposal' })] } });
  await userEvent.type(box, ' Sent the proposal  ');
  await userEvent.click(add);
  expect(api.callsTo('POST /contacts/:id/notes')[0]).toMatchObject({ path: '/contacts/p1/notes', body: { body: 'Sent the proposal' } });
  expect(await within(panel()).findByText('Sent the proposal')).toBeInTheDocument();
  expect(await screen.findByText('Recent Notes (1)')).toBeInTheDocument();
  expect(box).toHaveValue('');
});

it('keeps the text and toasts when adding a note fails', async () => {
  const { api } = setup({ notes: [] });
  api.on('POST /contacts/:id/notes', { status: 400, body: { error: 'body is required' } });
  await userEvent.type(await screen.findByPlaceholderText('Add a note...'), 'Call back');
  await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  // The server's message, not a generic text.
  expect(await screen.findByText('Failed to add note: body is required')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Add a note...')).toHaveValue('Call back');
});

it("toasts 'Failed to add note' alone when the server gives no reason", async () => {
  const { api } = setup({ notes: [] });
  api.on('POST /contacts/:id/notes', { status: 400, body: {} });
  await userEvent.type(await screen.findByPlaceholderText('Add a note...'), 'Call back');
  await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
});

it('deletes a note', async () => {
  const { api } = setup({ notes: makeNotes(2) });
  await screen.findByText('Note 1');
  api.on('DELETE /contacts/:id/notes/:noteId', { status: 204 });
  api.on('GET /contacts/:id/notes', { body: { notes: makeNotes(2).slice(1) } });
  await userEvent.click(screen.getAllByRole('button', { name: 'Delete note' })[0]);
  await waitFor(() => expect(screen.queryByText('Note 1')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /contacts/:id/notes/:noteId')[0].path).toBe('/contacts/p1/notes/n1');
  expect(screen.getByText('Recent Notes (1)')).toBeInTheDocument();
});

it("toasts 'Failed to delete note' and keeps the note when deleting fails", async () => {
  const { api } = setup({ notes: makeNotes(1) });
  await screen.findByText('Note 1');
  api.on('DELETE /contacts/:id/notes/:noteId', { status: 404, body: { error: 'Note not found' } });
  await userEvent.click(screen.getByRole('button', { name: 'Delete note' }));
  expect(await screen.findByText('Failed to delete note: Note not found')).toBeInTheDocument();
  expect(screen.getByText('Note 1')).toBeInTheDocument();
});

it('shows no Attachments section without files', async () => {
  const { api } = setup();
  await screen.findByText('Recent Notes (2)');
  await waitFor(() => expect(api.callsTo('GET /contacts/:id/attachments')).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.queryByText(/^Attachments/)).not.toBeInTheDocument();
});

it("shows 'Attachments (N)' with the first 3 and 'View all N attachments'", async () => {
  setup({ attachments: makeAttachments(4) });
  expect(await screen.findByText('Attachments (4)')).toBeInTheDocument();
  expect(screen.getByText('file-1.txt')).toBeInTheDocument();
  expect(screen.getByText('file-3.txt')).toBeInTheDocument();
  expect(screen.queryByText('file-4.txt')).not.toBeInTheDocument();
  expect(screen.getAllByText('1.5 KB')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'View all 4 attachments' })).toHaveAttribute('href', '/contacts/p1?tab=files');
  await userEvent.click(screen.getByRole('link', { name: 'View all 4 attachments' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/contacts/p1?tab=files');
});

it('View Full Contact opens the detail page; Edit Contact opens the edit form', async () => {
  setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Contact' }));
  const form = screen.getByRole('dialog', { name: 'Edit Contact' });
  expect(within(form).getByLabelText(/First Name/)).toHaveValue('Ada');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(await screen.findByRole('button', { name: 'View Full Contact' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contacts\/p1$/);
});

it('Delete asks first, then deletes, toasts and reports it', async () => {
  const { api, onDeleted, onClose } = setup();
  const held = deferred({ status: 204 });
  api.on('DELETE /contacts/:id', held.route);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('Are you sure you want to delete this contact? This action cannot be undone.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(within(panel()).getByRole('button', { name: 'Delete' })).toBeDisabled();
  act(() => held.release());
  expect(await screen.findByText('Contact deleted successfully')).toBeInTheDocument();
  expect(onDeleted).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('cancelling the confirmation deletes nothing', async () => {
  const { api, onDeleted } = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('DELETE /contacts/:id')).toHaveLength(0);
  expect(onDeleted).not.toHaveBeenCalled();
});
