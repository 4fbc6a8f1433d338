import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

// A deleted contact was fetched again after the delete (a 404 and a console error).
setUpContactsPage();

function setup() {
  let contacts = [makeContact(), makeContact({ id: 'p2', first: 'Alan', last: 'Turing' })];
  let deleted = false;
  const api = mockApi({
    'GET /contacts': () => ({ body: contactList(contacts) }),
    'GET /contacts/:id': () => (deleted ? { status: 404, body: { error: 'Contact not found' } } : { body: makeContact() }),
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'DELETE /contacts/:id': () => {
      deleted = true;
      contacts = contacts.filter((c) => c.id !== 'p1');
      return { status: 204 };
    },
  });
  const fetchesAfterDelete = () => {
    const calls = api.calls;
    const at = calls.findIndex((c) => c.method === 'DELETE');
    return calls.slice(at + 1).filter((c) => c.method === 'GET' && c.path.startsWith('/contacts/p1'));
  };
  return { api, fetchesAfterDelete };
}

async function confirmDelete() {
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
}

it('deleting from the quick view refetches the list but not the deleted contact', async () => {
  const { api, fetchesAfterDelete } = setup();
  renderContacts();
  fireEvent.click(await screen.findByRole('listitem', { name: 'Ada Lovelace' }));
  const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
  await confirmDelete();
  await waitFor(() => expect(screen.getByText('Showing 1 of 1 contacts')).toBeInTheDocument());
  expect(api.callsTo('DELETE /contacts/:id')).toHaveLength(1);
  expect(fetchesAfterDelete()).toEqual([]);
  expect(console.error).not.toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
});

it('deleting on the detail page goes back to the list without fetching the deleted contact again', async () => {
  const { fetchesAfterDelete } = setup();
  renderContacts('/contacts/p1');
  const heading = await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
  await userEvent.click(within(heading.closest('header')!).getByRole('button', { name: 'Delete' }));
  await confirmDelete();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/contacts$/));
  await screen.findByText('Showing 1 of 1 contacts');
  expect(fetchesAfterDelete()).toEqual([]);
});
