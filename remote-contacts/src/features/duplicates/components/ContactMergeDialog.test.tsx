// "Merge…" of a contact group: HubSpot's default choices, a changed choice sent in `values`, the
// Undo toast, a refusal kept in the dialog, leaving records out, and the phone's layout.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, mockMatchMedia } from '@meridian/shared/testing';
import { useToastStore } from '@meridian/shared/ui';
import { contactDuplicatesPage, makeContact, MEMBERS, phoneGroup } from '../../../testing/fixtures';
import { renderContacts, resetAppState } from '../../../testing/renderContacts';

// Both are named Ada Lovelace: the dialog tells them apart by their emails.
const OLDER = 'Ada Lovelace, ada@example.com';
const NEWER = 'Ada Lovelace, ada.lovelace@engines.example';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

/** The finder answers the group until a merge, and again after its Undo. */
function setUp(group = phoneGroup()) {
  let merged = false;
  const api = mockApi({
    'GET /contacts/duplicates': () => ({ body: contactDuplicatesPage(merged ? [] : [group]) }),
    'GET /members': { body: { members: MEMBERS } },
    'POST /contacts/merge': () => {
      merged = true;
      return { body: { contact: group.contacts[0], merged: 1, batch_id: 'b1', undo_until: '2030-01-01T00:00:00Z' } };
    },
    'POST /contacts/merge/:batchId/undo': () => {
      merged = false;
      return { body: { restored: 1, primary_id: 'p1' } };
    },
  });
  return api;
}

async function openMerge() {
  renderContacts('/contacts/duplicates');
  const group = await screen.findByRole('region', { name: /^Same phone/ });
  await waitFor(() => expect(within(group).getAllByText('Ann Archer')).toHaveLength(1));
  await userEvent.click(within(group).getByRole('button', { name: 'Merge…' }));
  return screen.findByRole('dialog', { name: 'Merge contacts' });
}

const choice = (dialog: HTMLElement, value: string, record: string) => within(dialog).getByRole('radio', { name: `Use ${value} from ${record}` });

it('pre-selects the oldest as the primary and its values, filled from the other where it has none; tags united', async () => {
  setUp();
  const dialog = await openMerge();
  expect(dialog).toHaveAccessibleDescription('Choose the record that stays and the value it keeps for each field.');
  expect(within(dialog).getByRole('radio', { name: `Keep ${OLDER} as the primary` })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: `Keep ${NEWER} as the primary` })).not.toBeChecked();
  expect(choice(dialog, 'ada@example.com', OLDER)).toBeChecked();
  expect(choice(dialog, 'ada.lovelace@engines.example', NEWER)).not.toBeChecked();
  expect(choice(dialog, '+1 555 0100', OLDER)).toBeChecked();
  // The primary has no company: the other's fills it.
  expect(choice(dialog, 'Analytical Engines Ltd', NEWER)).toBeChecked();
  expect(choice(dialog, 'Ann Archer', OLDER)).toBeChecked();
  const tags = within(dialog).getByRole('row', { name: /^Tags/ });
  expect(tags).toHaveTextContent('vip, math');
  expect(within(dialog).getByText(/Notes, files, activities, deals and history move to the primary/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Merge 2 contacts' })).toBeEnabled();
  // Two records both take part: nothing to leave out.
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
});

it('sends a changed choice in `values`; the group goes, the toast offers Undo for 8 s, and Undo brings it back', async () => {
  const api = setUp();
  const dialog = await openMerge();
  await userEvent.click(choice(dialog, 'ada.lovelace@engines.example', NEWER));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge contacts' })).not.toBeInTheDocument());
  expect(api.callsTo('POST /contacts/merge')[0].body).toEqual({ primary_id: 'p1', ids: ['p2'], values: { email: 'p2', company: 'p2' } });
  expect(screen.queryByRole('region', { name: /^Same phone/ })).not.toBeInTheDocument();
  expect(await screen.findByText('Merged 2 contacts into Ada Lovelace')).toBeInTheDocument();
  expect(useToastStore.getState().toasts[0]).toMatchObject({ duration: 8000, action: { label: 'Undo' } });
  expect(await screen.findByRole('heading', { name: 'No duplicates found' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Merge undone: the contacts are back')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/merge/:batchId/undo')[0].path).toBe('/contacts/merge/b1/undo');
  expect(await screen.findByRole('region', { name: /^Same phone/ })).toBeInTheDocument();
});

it('another primary takes its own values first; a field no other record changes is left out of `values`', async () => {
  const api = setUp();
  const dialog = await openMerge();
  await userEvent.click(within(dialog).getByRole('radio', { name: `Keep ${NEWER} as the primary` }));
  expect(choice(dialog, 'ada.lovelace@engines.example', NEWER)).toBeChecked();
  expect(choice(dialog, 'Bob Baker', NEWER)).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));
  await waitFor(() => expect(api.callsTo('POST /contacts/merge')).toHaveLength(1));
  expect(api.callsTo('POST /contacts/merge')[0].body).toEqual({ primary_id: 'p2', ids: ['p1'] });
});

it('a refused merge keeps the dialog and every choice, with the reason shown', async () => {
  const api = setUp();
  api.on('POST /contacts/merge', { status: 404, body: { error: 'One of the records to merge was not found', code: 'merge_record_not_found' } });
  const dialog = await openMerge();
  await userEvent.click(choice(dialog, 'ada.lovelace@engines.example', NEWER));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('One of the records to merge was not found');
  expect(choice(dialog, 'ada.lovelace@engines.example', NEWER)).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Merge 2 contacts' })).toBeEnabled();
  expect(screen.getByRole('region', { name: /^Same phone/ })).toBeInTheDocument();
});

it('a record left out is neither merged nor offered; two stay in; Escape closes', async () => {
  const third = makeContact({ id: 'p3', first: 'A.', last: 'Lovelace', email: null, phone: '555-0100', created_at: '2024-06-01T12:00:00' });
  const group = phoneGroup({ size: 3 });
  const api = setUp({ ...group, contacts: [...group.contacts, third] });
  const dialog = await openMerge();
  expect(within(dialog).getByRole('button', { name: 'Merge 3 contacts' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include A. Lovelace in the merge' }));
  expect(within(dialog).queryByRole('radio', { name: 'Use 555-0100 from A. Lovelace' })).not.toBeInTheDocument();
  // Two records are left: neither can be unticked.
  expect(within(dialog).getByRole('checkbox', { name: `Include ${OLDER} in the merge` })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));
  await waitFor(() => expect(api.callsTo('POST /contacts/merge')).toHaveLength(1));
  expect(api.callsTo('POST /contacts/merge')[0].body).toMatchObject({ primary_id: 'p1', ids: ['p2'] });
});

it('Escape closes the dialog without merging', async () => {
  const api = setUp();
  await openMerge();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST /contacts/merge')).toHaveLength(0);
});

it('on a phone each field is a list of its values to choose from, not a table', async () => {
  mockMatchMedia(true);
  const api = setUp();
  const dialog = await openMerge();
  expect(within(dialog).queryByRole('columnheader', { name: 'Field' })).not.toBeInTheDocument();
  const email = within(dialog).getByRole('group', { name: 'Email' });
  expect(within(email).getAllByRole('radio')).toHaveLength(2);
  expect(within(email).getByText(`from ${NEWER}`)).toBeInTheDocument();
  // A field only one record fills offers that one value.
  expect(within(within(dialog).getByRole('group', { name: 'Company' })).getAllByRole('radio')).toHaveLength(1);
  await userEvent.click(within(email).getByRole('radio', { name: `Use ada.lovelace@engines.example from ${NEWER}` }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));
  await waitFor(() => expect(api.callsTo('POST /contacts/merge')).toHaveLength(1));
  expect(api.callsTo('POST /contacts/merge')[0].body).toEqual({ primary_id: 'p1', ids: ['p2'], values: { email: 'p2', company: 'p2' } });
});

it('after a merge the keyboard goes on from the next group’s "Merge…"', async () => {
  const second = phoneGroup({
    reason: 'email',
    key: 'grace@example.com',
    contacts: [
      makeContact({ id: 'g1', first: 'Grace', last: 'Hopper', email: 'grace@example.com' }),
      makeContact({ id: 'g2', first: 'Grace', last: 'H.', email: 'GRACE@example.com' }),
    ],
  });
  mockApi({
    'GET /contacts/duplicates': { body: contactDuplicatesPage([phoneGroup(), second]) },
    'GET /members': { body: { members: MEMBERS } },
    'POST /contacts/merge': { body: { contact: phoneGroup().contacts[0], merged: 1, batch_id: 'b1', undo_until: '2030-01-01T00:00:00Z' } },
  });
  const dialog = await openMerge();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 contacts' }));
  const next = screen.getByRole('region', { name: 'Same email grace@example.com' });
  await waitFor(() => expect(within(next).getByRole('button', { name: 'Merge…' })).toHaveFocus());
});
