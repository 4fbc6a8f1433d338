// "My contacts" on the contacts page. The list, its count, "Select all N matching" and the
// export all mean the same contacts; the unfiltered page keeps the first screen's key.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { type ApiCall, makeTokens, mockApi, TEST_RUNTIME_CONFIG, USER } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();
beforeEach(() => setSession(USER, makeTokens()));
afterEach(() => useSessionStore.setState({ ...initialSessionState }));

/** Everyone's: 5 contacts; the signed-in user's: the first 2. */
const listAnswer = (call: ApiCall) => (call.query.owner_id === 'u1' ? { body: contactList(makeContacts(2), 2) } : { body: contactList(makeContacts(5), 5) });

function setup(route = '/contacts') {
  const api = mockApi({
    'GET /contacts': listAnswer,
    'POST /contacts/bulk-delete': (call) => ({ body: { deleted: 2 - (call.body as { except_ids: string[] }).except_ids.length, batch_id: 'b1' } }),
    'GET /import-export/export': { blob: new Blob(['first,last\r\n']) },
  });
  renderContacts(route);
  return api;
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /contacts').map((c) => c.query);
const show = () => screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;

it("offers 'All contacts' / 'My contacts'; My contacts asks for owner_id = my id, keeps it in the URL, and the count follows", async () => {
  const api = setup();
  expect(await screen.findByText('5 contacts')).toBeInTheDocument();
  expect(Array.from(show().options).map((o) => o.text)).toEqual(['All contacts', 'My contacts']);
  expect(show()).toHaveValue('all');
  expect(listCalls(api)[0]).not.toHaveProperty('owner_id');

  await userEvent.selectOptions(show(), 'My contacts');
  expect(screen.getByTestId('location')).toHaveTextContent('/contacts?owner=me');
  await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ owner_id: 'u1', page: '1' }));
  expect(await screen.findByText('2 contacts')).toBeInTheDocument();
  expect(screen.getByText('Showing 2 of 2 contacts')).toBeInTheDocument();

  await userEvent.selectOptions(show(), 'All contacts');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contacts$/);
  expect(await screen.findByText('5 contacts')).toBeInTheDocument();
});

it('keeps the company filter beside it, and clearing one keeps the other', async () => {
  const api = setup('/contacts?company_id=co7&company_name=Globex&owner=me');
  await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ owner_id: 'u1', company_id: 'co7' }));
  expect(show()).toHaveValue('mine');
  await userEvent.click(screen.getByRole('button', { name: 'Clear company filter' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contacts\?owner=me$/);
});

it("'Select all N matching' deletes only my matching contacts (owner_id in the bulk delete)", async () => {
  const api = setup('/contacts?owner=me');
  // Two cards loaded of 40 that I own.
  api.on('GET /contacts', (call) => (call.query.owner_id === 'u1' ? { body: contactList(makeContacts(2), 40) } : listAnswer(call)));
  await screen.findByText('40 contacts');
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete 40 contacts?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('POST /contacts/bulk-delete')).toHaveLength(1));
  expect(api.callsTo('POST /contacts/bulk-delete')[0].body).toEqual({ owner_id: 'u1', except_ids: [] });
});

it('Export CSV saves only my contacts (owner_id in the export)', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const api = setup('/contacts?owner=me');
  await screen.findByText('2 contacts');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(api.callsTo('GET /import-export/export')).toHaveLength(1));
  expect(api.callsTo('GET /import-export/export')[0].query).toEqual({ owner_id: 'u1' });
});

it("says 'You don't own any contacts yet' when I own none, and 'No contacts match these filters' with a search", async () => {
  const api = mockApi({ 'GET /contacts': (call) => ({ body: contactList(call.query.owner_id ? [] : makeContacts(3)) }) });
  renderContacts('/contacts?owner=me');
  expect(await screen.findByText("You don't own any contacts yet")).toBeInTheDocument();
  expect(screen.getByText("Contacts you add are yours. Choose All contacts to see everyone's.")).toBeInTheDocument();
  await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), 'zed');
  expect(await screen.findByText('No contacts match these filters')).toBeInTheDocument();
  expect(listCalls(api).at(-1)).toMatchObject({ owner_id: 'u1', search: 'zed' });
});

it("the unfiltered page still takes the shell's early first page (its key is unchanged)", async () => {
  const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(3), 3) } });
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  startFirstRequests(firstScreenOf('/contacts')!.requests);
  renderContacts('/contacts');
  expect(await screen.findByText('Showing 3 of 3 contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
  await act(async () => undefined);
  expect(show()).toHaveValue('all');
});

it("takes the dashboard's ?pipeline_status=won: the list asks for the won contacts only", async () => {
  const api = setup('/contacts?pipeline_status=won');
  await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ pipeline_status: 'won', page: '1' }));
  expect(listCalls(api).every((q) => q.pipeline_status === 'won')).toBe(true);
});
