// Filter chips on the contacts page: "Add filter" → a field's editor → a chip; the list, its count,
// the export and "Select all N matching" ask for the same filter; chips combine (AND) and go away.
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences } from '@meridian/shared/format';
import userEvent from '@testing-library/user-event';
import { type ApiCall, mockApi } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

const MEMBERS = [
  { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', role: 'owner' },
  { id: 'u3', name: 'Rae Rep', email: 'rae@meridian.test', role: 'member' },
];

function setup(route = '/contacts') {
  const api = mockApi({
    'GET /contacts': (call: ApiCall) => ({ body: contactList(makeContacts(call.query.tags_any || call.query.has_phone ? 1 : 3)) }),
    'GET /members': { body: { members: MEMBERS } },
    'GET /import-export/export': { blob: new Blob(['first,last\r\n']) },
  });
  renderContacts(route);
  return api;
}

const lastList = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /contacts').at(-1)!.query;
const filters = () => screen.getByRole('group', { name: 'Filters' });

async function addFilter(field: string) {
  await userEvent.click(within(filters()).getByRole('button', { name: 'Add filter' }));
  await userEvent.click(screen.getByRole('menuitem', { name: field }));
  return screen.getByRole('dialog', { name: field });
}

it("opens 'Add filter' with the arrow keys, moves through the fields, and Escape gives focus back", async () => {
  setup();
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
  const add = within(filters()).getByRole('button', { name: 'Add filter' });
  add.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Owner' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Tags' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(add).toHaveFocus();
});

it('adds a tags chip from the menu, asks for tags_any, and the chip removes it', async () => {
  const api = setup();
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
  const editor = await addFilter('Tags');
  await userEvent.type(within(editor).getByRole('textbox', { name: 'Tags' }), 'vip, new');
  await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
  const chip = await screen.findByRole('button', { name: 'Change filter Tags: any of vip, new' });
  expect(chip).toHaveTextContent('Tags: any of vip, new');
  await waitFor(() => expect(lastList(api)).toMatchObject({ tags_any: 'vip,new', page: '1' }));
  expect(await screen.findByText('1 contact')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove filter Tags: any of vip, new' }));
  expect(screen.queryByRole('button', { name: /Tags: any of/ })).not.toBeInTheDocument();
  // Back to the unfiltered list (its first page is still cached).
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
});

it('combines chips (AND): owner "Me" and "Has no phone"; the export and "Clear filters" follow them', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const api = setup();
  await screen.findByText('3 contacts');

  let editor = await addFilter('Owner');
  await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Value' }), 'Me');
  await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
  editor = await addFilter('Phone');
  await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Value' }), 'Has no phone');
  await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));

  expect(await screen.findByRole('button', { name: 'Change filter Owner: Me' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change filter Has no phone' })).toBeInTheDocument();
  await waitFor(() => expect(lastList(api)).toMatchObject({ owner_id: 'u1', has_phone: 'no' }));
  // "My contacts" is the same owner filter.
  expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('mine');

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(api.callsTo('GET /import-export/export')).toHaveLength(1));
  expect(api.callsTo('GET /import-export/export')[0].query).toEqual({ owner_id: 'u1', has_phone: 'no' });

  await userEvent.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Change filter/ })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
});

it("'This month' asks for the created instants of the member's month, in their zone (Paris: an hour before UTC's)", async () => {
  act(() => useDisplayPreferences.setState({ ...DEFAULT_DISPLAY_PREFERENCES, timeZone: 'Europe/Paris' }));
  jest.useFakeTimers({
    now: new Date('2026-12-15T12:00:00Z'),
    doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  try {
    const api = setup();
    await screen.findByText('3 contacts');
    const editor = await addFilter('Created');
    await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Period' }), 'This month');
    expect(within(editor).getByLabelText('From')).toHaveValue('2026-12-01');
    expect(within(editor).getByLabelText('To')).toHaveValue('2026-12-31');
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ created_from: '2026-11-30T23:00:00.000Z', created_to: '2026-12-31T23:00:00.000Z' }));
    expect(screen.getByRole('button', { name: /^Change filter Created: / })).toHaveTextContent('Created: Dec 1, 2026 – Dec 31, 2026');
  } finally {
    jest.useRealTimers();
    act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES));
  }
});

it("shows 'No contacts match these filters' with Clear filters when the chips match nothing", async () => {
  const api = setup();
  api.on('GET /contacts', (call) => ({ body: contactList(call.query.has_email ? [] : makeContacts(2)) }));
  await screen.findByText('2 contacts');
  const editor = await addFilter('Email');
  await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Value' }), 'Has an email');
  await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('No contacts match these filters')).toBeInTheDocument();
  // The bar's and the empty state's.
  const [, clear] = screen.getAllByRole('button', { name: 'Clear filters' });
  await userEvent.click(clear!);
  expect(await screen.findByText('2 contacts')).toBeInTheDocument();
});
