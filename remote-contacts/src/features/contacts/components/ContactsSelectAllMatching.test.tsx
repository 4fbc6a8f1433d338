// Select All took only the loaded cards ('250 of 250 selected' in an organisation of
// 51,498). 'Select all N matching' deletes the whole search through the API, with Undo.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

const MATCHING = 51_498;

beforeAll(installPointerEvent);
setUpContactsPage();

// By name alone: the cards' role (listitem, not article) is tested elsewhere.
const card = (name: string) => screen.getByLabelText(name, { selector: '[aria-label]' });
const noCard = (name: string) => expect(screen.queryByLabelText(name, { selector: '[aria-label]' })).not.toBeInTheDocument();

/** Three cards (Person 0001…0003, ids p1…p3) of 51,498 matches (a short page: no more are fetched). */
const firstPages = () => ({ body: contactList(makeContacts(3), MATCHING) });

function setup() {
  const api = mockApi({
    'GET /contacts': firstPages,
    'POST /contacts/bulk-delete': (call) => {
      const except = (call.body as { except_ids: string[] }).except_ids;
      return { body: { deleted: MATCHING - except.length, batch_id: 'batch-1', undo_until: '2030-01-01T00:00:00.000Z' } };
    },
    'POST /contacts/bulk-delete/:batchId/undo': { body: { restored: MATCHING - 1 } },
  });
  renderContacts();
  return { api };
}

async function selectAllMatching() {
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  expect(screen.queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Select all 51,498 matching' }));
  expect(screen.getByText('All 51,498 matching contacts selected')).toBeInTheDocument();
}

it("offers 'Select all 51,498 matching' once every loaded card is selected; Clear selection leaves it", async () => {
  const { api } = setup();
  await selectAllMatching();
  expect(screen.getByRole('checkbox', { name: 'Select Person 0001' })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-delete')).toHaveLength(0);
});

it('deletes the whole search but the unticked card after asking with the count, hides the cards, and Undo restores them', async () => {
  const { api } = setup();
  await selectAllMatching();
  fireEvent.click(card('Person 0002'));
  expect(screen.getByText('51,497 of 51,498 matching contacts selected')).toBeInTheDocument();

  // After the delete the server lists only the unticked card; the refetch is held back.
  const refetch = deferred({ body: contactList(makeContacts(1, 2), 1) });
  api.on('GET /contacts', refetch.route);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete 51,497 contacts? You can undo this right after.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Deleted 51,497 contact(s)')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-delete').map((c) => c.body)).toEqual([{ except_ids: ['p2'] }]);
  noCard('Person 0001');
  expect(card('Person 0002')).toBeInTheDocument();
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

  act(() => refetch.release());
  const listCalls = api.callsTo('GET /contacts').length;
  api.on('GET /contacts', firstPages);
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored 51,497 contact(s)')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-delete/:batchId/undo').map((c) => c.path)).toEqual(['/contacts/bulk-delete/batch-1/undo']);
  expect(await screen.findByLabelText('Person 0001', { selector: '[aria-label]' })).toBeInTheDocument();
  // The list was revalidated after the undo.
  await waitFor(() => expect(api.callsTo('GET /contacts').length).toBeGreaterThan(listCalls));
});

it('sends the search the list shows', async () => {
  const { api } = setup();
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), 'acme');
  await waitFor(() => expect(api.callsTo('GET /contacts').some((c) => c.query.search === 'acme')).toBe(true));
  fireEvent.click(await screen.findByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Select all 51,498 matching' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Deleted 51,498 contact(s)')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-delete')[0].body).toEqual({ search: 'acme', except_ids: [] });
});

it('cancelling the question deletes nothing; a failed delete says so and hides nothing', async () => {
  const { api } = setup();
  await selectAllMatching();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('POST /contacts/bulk-delete')).toHaveLength(0);
  expect(screen.getByText('All 51,498 matching contacts selected')).toBeInTheDocument();

  api.on('POST /contacts/bulk-delete', { status: 500, body: { error: 'Internal Server Error' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Error deleting contacts')).toBeInTheDocument();
  expect(card('Person 0001')).toBeInTheDocument();
});

it('says how many stayed deleted because other contacts have their emails now (one contact per email)', async () => {
  const { api } = setup();
  api.on('POST /contacts/bulk-delete/:batchId/undo', { body: { restored: MATCHING - 3, not_restored: 2, not_restored_contacts: [] } });
  await selectAllMatching();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored 51,495 contact(s)')).toBeInTheDocument();
  expect(screen.getByText('2 contacts were not restored: other contacts have their emails now')).toBeInTheDocument();
});
