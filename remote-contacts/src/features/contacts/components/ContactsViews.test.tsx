// Saved views on the contacts page: the default view opens on /contacts, each view has its URL,
// changes offer Save / Save as new view / Reset, and the view menu (the built-in one: only default).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedView, ViewSettings } from '@meridian/shared/model';
import { type ApiCall, mockApi } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

const COLUMNS = [{ key: 'name' }, { key: 'email' }];
const settings = (filters: ViewSettings['filters']): ViewSettings => ({ filters, sort_by: 'name', sort_order: 'asc', columns: COLUMNS, layout: 'cards' });
const view = (id: string, name: string, extra: Partial<SavedView>): SavedView => ({
  id,
  object: 'contacts',
  name,
  shared: false,
  created_by: 'u1',
  editable: true,
  settings: settings({}),
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
  ...extra,
});
const ALL = view('all', '', { shared: true, created_by: null, editable: false, created_at: null, updated_at: null });
const TEAM = view('v-team', 'VIP deals', { shared: true, created_by: 'u3', editable: false, settings: settings({ tags_any: 'vip' }) });
const MINE = view('v-mine', 'My book', { settings: settings({ owner_id: 'u1' }) });

function setup(route = '/contacts', defaultId = 'v-mine') {
  const api = mockApi({
    'GET /views': { body: { views: [ALL, TEAM, MINE], default_view_id: defaultId } },
    'GET /contacts': (call: ApiCall) => ({ body: contactList(makeContacts(call.query.tags_any ? 1 : call.query.owner_id ? 2 : 4)) }),
    'PUT /views/:id': (call) => ({ body: { ...MINE, ...(call.body as object) } }),
    'POST /views': (call) => ({ status: 201, body: view('v-new', (call.body as SavedView).name, call.body as Partial<SavedView>) }),
    'DELETE /views/:id': { status: 204 },
    'PUT /views/default': { body: { object: 'contacts', view_id: 'v-team' } },
    'GET /members': { body: { members: [] } },
  });
  renderContacts(route);
  return api;
}

const views = () => screen.getByRole('navigation', { name: 'Views' });
const tab = (name: string) => within(views()).getByRole('link', { name: new RegExp(`^${name}`) });
const location = () => screen.getByTestId('location');
const lastList = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /contacts').at(-1)!.query;

it("opens the member's default view on /contacts, each view at its own URL, and the built-in one as 'All contacts'", async () => {
  const api = setup();
  expect(await screen.findByText('2 contacts')).toBeInTheDocument();
  // The list waited for the views: it never asked for another view's contacts first.
  expect(api.callsTo('GET /contacts').map((c) => c.query.owner_id)).toEqual(['u1']);
  expect(tab('My book')).toHaveAttribute('aria-current', 'page');
  expect(
    within(views())
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['All contacts', 'VIP deals', 'My book']);
  expect(tab('VIP deals')).toHaveAttribute('href', '/contacts?view=v-team');
  // The shared view's own filter shows as its chip.
  expect(screen.getByRole('button', { name: 'Change filter Owner: Me' })).toBeInTheDocument();

  await userEvent.click(tab('VIP deals'));
  expect(location()).toHaveTextContent('/contacts?view=v-team');
  expect(await screen.findByText('1 contact')).toBeInTheDocument();
  expect(lastList(api)).toMatchObject({ tags_any: 'vip' });
  // Nothing changed: no Save / Reset.
  expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();

  await userEvent.click(tab('All contacts'));
  expect(location()).toHaveTextContent('/contacts?view=all');
  expect(await screen.findByText('4 contacts')).toBeInTheDocument();
});

it('a change to my view offers Save, Save as new view and Reset; Save puts the settings, Reset goes back', async () => {
  const api = setup('/contacts?view=v-mine');
  await screen.findByText('2 contacts');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Email');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Email');
  expect(screen.getByRole('button', { name: 'Save as new view' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT /views/:id')).toHaveLength(1));
  expect(api.callsTo('PUT /views/:id')[0]).toMatchObject({
    path: '/views/v-mine',
    body: { settings: { filters: { owner_id: 'u1' }, sort_by: 'email', sort_order: 'asc', columns: COLUMNS, layout: 'cards' } },
  });
  expect(await screen.findByText('View “My book” saved')).toBeInTheDocument();
});

it('"Save as new view" asks a name and whether to share, posts the settings and opens the new view', async () => {
  const api = setup('/contacts?view=all');
  await screen.findByText('4 contacts');
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  // The built-in view is never saved over.
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save as new view' }));
  const dialog = screen.getByRole('dialog', { name: 'Save as new view' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  expect(within(dialog).getByText('Give the view a name.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Team table');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Share with the organisation' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(api.callsTo('POST /views')).toHaveLength(1));
  expect(api.callsTo('POST /views')[0].body).toEqual({
    object: 'contacts',
    name: 'Team table',
    shared: true,
    settings: { filters: {}, sort_by: 'name', sort_order: 'asc', columns: COLUMNS, layout: 'table' },
  });
  await waitFor(() => expect(location()).toHaveTextContent('/contacts?view=v-new'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("the built-in view's menu only sets it as my default; my own view's menu renames, shares and deletes after a confirmation", async () => {
  const api = setup('/contacts?view=all', 'v-mine');
  await screen.findByText('4 contacts');
  const menuButton = screen.getByRole('button', { name: 'Options of the view All contacts' });
  await userEvent.click(menuButton);
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Set as my default']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Set as my default' }));
  await waitFor(() => expect(api.callsTo('PUT /views/default')).toHaveLength(1));
  expect(api.callsTo('PUT /views/default')[0].body).toEqual({ object: 'contacts', view_id: 'all' });
  expect(menuButton).toHaveFocus();
  // Now it is my default: shown, not offered.
  await userEvent.click(menuButton);
  expect(screen.getByRole('menuitem', { name: 'Set as my default' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Escape}');
  expect(menuButton).toHaveFocus();

  await userEvent.click(tab('My book'));
  await screen.findByText('2 contacts');
  await userEvent.click(screen.getByRole('button', { name: 'Options of the view My book' }));
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Rename', 'Share with the organisation', 'Set as my default', 'Delete view']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete view' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('“My book” will be gone. The records it lists are not deleted.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
  await waitFor(() => expect(api.callsTo('DELETE /views/:id')).toHaveLength(1));
  expect(api.callsTo('DELETE /views/:id')[0].path).toBe('/views/v-mine');
  await waitFor(() => expect(location()).toHaveTextContent('/contacts?view=all'));
});
