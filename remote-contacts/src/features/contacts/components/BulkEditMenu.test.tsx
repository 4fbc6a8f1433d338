// The selection's Edit menu: who gets it (members and stronger; Delete stays an admin's), and the
// menu button's keyboard pattern.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBulkEditPage, selectAllCards } from '../../../testing/bulkEdit';
import { installPointerEvent, renderContacts, setUpContactsPage, signInAs } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();

type Role = Parameters<typeof signInAs>[1];

it.each<[Role, { edit: boolean; delete: boolean }]>([
  ['owner', { edit: true, delete: true }],
  ['admin', { edit: true, delete: true }],
  ['member', { edit: true, delete: false }],
])('%s: Edit, and Delete only where the API allows it', async (role, shown) => {
  const api = mockBulkEditPage();
  signInAs(api, role);
  renderContacts();
  await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
  await selectAllCards();
  const bar = screen.getByRole('group', { name: 'Selection' });
  await waitFor(() => expect(Boolean(within(bar).queryByRole('button', { name: 'Delete' }))).toBe(shown.delete));
  expect(Boolean(within(bar).queryByRole('button', { name: 'Edit' }))).toBe(shown.edit);
});

it('read-only: no selection at all', async () => {
  const api = mockBulkEditPage();
  signInAs(api, 'readonly');
  renderContacts();
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Select All' })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
});

it('lists the five actions; the arrows, Home and End move, Escape closes back to the button and keeps the selection', async () => {
  mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  const edit = screen.getByRole('button', { name: 'Edit' });
  expect(edit).toHaveAttribute('aria-haspopup', 'menu');
  edit.focus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = screen.getByRole('menu', { name: 'Edit the selected contacts' });
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Change owner', 'Add tags', 'Remove tags', 'Set company', 'Move to stage']);
  expect(within(menu).getByRole('menuitem', { name: 'Change owner' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Add tags' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(within(menu).getByRole('menuitem', { name: 'Move to stage' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Change owner' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(within(menu).getByRole('menuitem', { name: 'Move to stage' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(within(menu).getByRole('menuitem', { name: 'Change owner' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
});

it("a chosen action's dialog opens on its field; Escape closes it, changes nothing and gives focus back to Edit", async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  const edit = screen.getByRole('button', { name: 'Edit' });
  edit.focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Move to stage' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Add tags' });
  expect(dialog).toHaveTextContent('Applies to 3 contacts.');
  expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-edit')).toHaveLength(0);
});
