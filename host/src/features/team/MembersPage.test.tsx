import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import userEvent from '@testing-library/user-event';
import { mediaStyle } from '@meridian/shared/testing';
import { PHONE_QUERY } from '@meridian/shared/ui';
import { renderShell } from '../../test/renderShell';
import { DANA, ROBIN, SAM, signInAs, TEAM } from '../../test/team';
import { MembersPage } from './MembersPage';

function renderPage() {
  return renderShell(<MembersPage />, { route: '/settings/members' });
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Members of the organisation' }))
    .getByText(name)
    .closest('tr')!;

it('lists the members with role, last activity and status, and the open invitations', async () => {
  signInAs('owner');
  renderPage();
  expect(document.title).toBe('Members - Meridian');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  const members = await screen.findByRole('table', { name: 'Members of the organisation' });
  expect(screen.getByText('3 members')).toBeInTheDocument();
  expect(within(members).getAllByRole('row')).toHaveLength(4);
  expect(within(rowOf('Dana Demo')).getByText('You')).toBeInTheDocument();
  expect(within(rowOf('Dana Demo')).getByText('Today')).toBeInTheDocument();
  expect(within(rowOf('Sam Seller')).getByText('3 days ago')).toBeInTheDocument();
  expect(within(rowOf('Robin Reader')).getByText('Never')).toBeInTheDocument();
  expect(within(rowOf('Sam Seller')).getByText('Active')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of Sam Seller' })).toHaveValue('member');
  expect(screen.getByRole('combobox', { name: 'Role of Robin Reader' })).toHaveDisplayValue('Read-only');

  const invitations = screen.getByRole('table', { name: 'Invitations' });
  const pending = within(invitations).getByText('new@meridian.test').closest('tr')!;
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(within(pending).getByText('Dana Demo')).toBeInTheDocument();
  expect(within(pending).getByText('Jan 8, 2030')).toBeInTheDocument();
  expect(within(invitations).getByText('late@meridian.test').closest('tr')).toHaveTextContent('Expired');
});

it('keeps the last owner: their role cannot be changed, and says why', async () => {
  signInAs('owner');
  renderPage();
  const select = await screen.findByRole('combobox', { name: 'Role of Dana Demo' });
  expect(select).toBeDisabled();
  expect(select).toHaveAccessibleDescription('The last owner cannot be demoted or removed');
  // Nobody removes themselves from here.
  expect(screen.queryByRole('button', { name: 'Remove Dana Demo' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Sam Seller' })).toBeEnabled();
});

it('lets an owner change an owner when another owner remains', async () => {
  const second = { ...SAM, role: 'owner' as const };
  signInAs('owner', DANA, { 'GET /organisation/members': { body: { ...TEAM, members: [DANA, second, ROBIN] } } });
  renderPage();
  expect(await screen.findByRole('combobox', { name: 'Role of Dana Demo' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Remove Sam Seller' })).toBeEnabled();
});

it('shows an admin the owners they cannot touch, and offers them no owner role', async () => {
  signInAs('admin', SAM);
  renderPage();
  const owner = await screen.findByRole('combobox', { name: 'Role of Dana Demo' });
  expect(owner).toBeDisabled();
  expect(owner).toHaveAccessibleDescription('Only an owner can change or remove an owner');
  expect(screen.getByRole('button', { name: 'Remove Dana Demo' })).toBeDisabled();
  const robin = screen.getByRole('combobox', { name: 'Role of Robin Reader' });
  expect(
    within(robin)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Admin', 'Member', 'Read-only']);
});

it.each(['member', 'readonly'] as const)('tells a %s who opens the address that the page is not theirs, and asks nothing', async (role) => {
  const api = signInAs(role, SAM);
  renderPage();
  expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
  expect(api.callsTo('GET /organisation/members')).toHaveLength(0);
});

it('changes a role at once and says so', async () => {
  const api = signInAs('owner', DANA, { 'PUT /organisation/members/:id': ({ body }) => ({ body: { ...SAM, ...(body as object) } }) });
  renderPage();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Sam Seller' }), 'admin');
  expect(await screen.findByText('Sam Seller is now Admin')).toBeInTheDocument();
  expect(api.callsTo('PUT /organisation/members/:id')).toEqual([expect.objectContaining({ path: '/organisation/members/u2', body: { role: 'admin' } })]);
  await waitFor(() => expect(api.callsTo('GET /organisation/members')).toHaveLength(2));
});

it("shows the API's refusal of a role change", async () => {
  signInAs('owner', DANA, {
    'PUT /organisation/members/:id': { status: 403, body: { error: 'Only an owner can give, change or remove the owner role', code: 'owner_role_forbidden' } },
  });
  renderPage();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Sam Seller' }), 'owner');
  expect(await screen.findByText('Only an owner can give, change or remove the owner role')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of Sam Seller' })).toHaveValue('member');
});

it('revokes an invitation after asking', async () => {
  const api = signInAs('owner', DANA, { 'DELETE /organisation/invitations/:id': { status: 204 } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation for new@meridian.test' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Revoke invitation?' });
  expect(dialog).toHaveTextContent('The link sent to new@meridian.test stops working at once.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.callsTo('DELETE /organisation/invitations/:id').map((c) => c.path)).toEqual(['/organisation/invitations/i1']));
});

it('does not revoke when the question is cancelled', async () => {
  const api = signInAs('owner');
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation for late@meridian.test' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
});

it('shows a failed load with Retry, then the members', async () => {
  let fail = true;
  signInAs('owner', DANA, {
    'GET /organisation/members': () => (fail ? { status: 502, body: { error: 'down', code: 'sign_in_unavailable' } } : { body: TEAM }),
  });
  renderPage();
  expect(await screen.findByText('Failed to load the members')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Members of the organisation' })).toBeInTheDocument();
});

it('says when no invitation is open', async () => {
  signInAs('owner', DANA, { 'GET /organisation/members': { body: { ...TEAM, invitations: [] } } });
  renderPage();
  expect(await screen.findByText('No open invitations')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Invitations' })).not.toBeInTheDocument();
});

it('stacks each member and invitation as a card of labelled lines on a phone', async () => {
  signInAs('owner');
  renderPage();
  const table = await screen.findByRole('table', { name: 'Members of the organisation' });
  const row = rowOf('Sam Seller');
  const cell = within(row).getByText('sam@meridian.test');
  expect(mediaStyle(row, PHONE_QUERY)).toMatchObject({ display: 'block' });
  expect(mediaStyle(cell, PHONE_QUERY)).toMatchObject({ display: 'grid' });
  expect(mediaStyle(table.querySelector('thead')!, PHONE_QUERY)).toMatchObject({ display: 'none' });
  expect(cell).toHaveAttribute('data-label', 'Email');
  const invitation = within(screen.getByRole('table', { name: 'Invitations' })).getByText('new@meridian.test');
  expect(mediaStyle(invitation, PHONE_QUERY)).toMatchObject({ display: 'grid' });
});

it('reads in German', async () => {
  signInAs('owner');
  await act(() => useLocaleStore.getState().setLocale('de'));
  renderPage();
  expect(await screen.findByRole('table', { name: 'Mitglieder der Organisation' })).toBeInTheDocument();
  expect(screen.getByText('3 Mitglieder')).toBeInTheDocument();
  expect(within(screen.getByText('Sam Seller').closest('tr')!).getByText('Vor 3 Tagen')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Rolle von Dana Demo' })).toHaveAccessibleDescription(
    'Der letzte Inhaber kann weder herabgestuft noch entfernt werden',
  );
  expect(screen.getByRole('button', { name: 'Mitglied einladen' })).toBeInTheDocument();
});
