import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();
afterEach(() => {
  jest.useRealTimers();
});

const card = (name: string) => screen.getByRole('listitem', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

/** Three contacts: Person 0001…0003 (ids p1…p3); deleted ones disappear from later answers. */
function setup() {
  const deleted = new Set<string>();
  const api = mockApi({
    'GET /contacts': () => {
      const live = makeContacts(3).filter((c) => !deleted.has(c.id));
      return { body: contactList(live) };
    },
    'DELETE /contacts/:id': (call) => {
      deleted.add(call.path.split('/')[2]);
      return { status: 204 };
    },
    'POST /contacts/restore': (call) => {
      (call.body as { ids: string[] }).ids.forEach((id) => deleted.delete(id));
      return { body: { restored: 2 } };
    },
  });
  renderContacts();
  return { api, deleted };
}

function longPress(element: HTMLElement) {
  jest.useFakeTimers();
  fireEvent.pointerDown(element, { clientX: 5, clientY: 5 });
  act(() => jest.advanceTimersByTime(499));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  fireEvent.pointerUp(element);
  fireEvent.click(element);
  jest.useRealTimers();
}

it('Select All selects every loaded card, Unselect All leaves multi-select mode', async () => {
  setup();
  await screen.findAllByRole('listitem');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  ['Person 0001', 'Person 0002', 'Person 0003'].forEach((name) => expect(checkbox(name)).toBeChecked());
  await userEvent.click(screen.getByRole('button', { name: 'Unselect All' }));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Select All' })).toBeInTheDocument();
});

it('a 500 ms long press starts multi-select; clicks then toggle; an empty selection ends it', async () => {
  setup();
  await screen.findAllByRole('listitem');
  longPress(card('Person 0001'));
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  expect(checkbox('Person 0001')).toBeChecked();
  // The click that ended the press did not open the quick view.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  fireEvent.click(card('Person 0002'));
  expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  fireEvent.click(card('Person 0001'));
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  expect(checkbox('Person 0001')).not.toBeChecked();
  fireEvent.click(card('Person 0002'));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Escape cancels multi-select; Space on a focused card toggles it', async () => {
  setup();
  await screen.findAllByRole('listitem');
  fireEvent.keyDown(card('Person 0003'), { key: ' ' });
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  fireEvent.keyDown(card('Person 0002'), { key: ' ' });
  expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
});

it("bulk delete hides the cards at once, toasts 'Deleted N contact(s)' with Undo, which restores them", async () => {
  const { api } = setup();
  await screen.findAllByRole('listitem');
  const held = deferred({ status: 204 });
  api.on('DELETE /contacts/:id', held.route);
  // The refetch after the delete is held back: the cards must vanish without it.
  const refetch = deferred({ body: contactList(makeContacts(3).slice(2)) });
  api.on('GET /contacts', refetch.route);
  fireEvent.keyDown(card('Person 0001'), { key: ' ' });
  fireEvent.keyDown(card('Person 0002'), { key: ' ' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  act(() => held.release());

  expect(await screen.findByText('Deleted 2 contact(s)')).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Person 0001' })).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Person 0002' })).not.toBeInTheDocument();
  expect(card('Person 0003')).toBeInTheDocument();
  expect(screen.getByText('1 contact')).toBeInTheDocument();
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /contacts/:id').map((c) => c.path)).toEqual(['/contacts/p1', '/contacts/p2']);

  act(() => refetch.release());
  api.on('GET /contacts', { body: contactList(makeContacts(3)) });
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored 2 contact(s)')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/restore')[0].body).toEqual({ ids: ['p1', 'p2'] });
  expect(await screen.findByRole('listitem', { name: 'Person 0001' })).toBeInTheDocument();
  expect(card('Person 0002')).toBeInTheDocument();
});

it("reports 'Failed to delete N contact(s)' and keeps those selected; a failed undo says 'Failed to restore contacts'", async () => {
  const { api } = setup();
  await screen.findAllByRole('listitem');
  api.on('DELETE /contacts/:id', (call) => (call.path.endsWith('/p2') ? { status: 404, body: { error: 'Contact not found' } } : { status: 204 }));
  api.on('POST /contacts/restore', { status: 400, body: { error: 'Nope' } });
  await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete 1 contact(s)')).toBeInTheDocument();
  expect(screen.getByText('Deleted 2 contact(s)')).toBeInTheDocument();
  expect(screen.getByText('1 of 1 selected')).toBeInTheDocument();
  expect(checkbox('Person 0002')).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Failed to restore contacts')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Person 0001' })).not.toBeInTheDocument());
});
