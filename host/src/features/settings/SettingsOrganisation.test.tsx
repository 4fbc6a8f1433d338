import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { SettingsPage } from './SettingsPage';

const SETTINGS = { default_currency: 'EUR', record_access: 'everyone_reads' };

beforeEach(() => localStorage.clear());

it('lets an admin choose the record access rule, each option explained, and saves it at once', async () => {
  const api = signInAs('admin', SAM, {
    'GET /organisation/settings': { body: SETTINGS },
    'PUT /organisation/settings': ({ body }) => ({ body: { ...SETTINGS, ...(body as object) } }),
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  const group = await screen.findByRole('group', { name: 'Record access' });
  const radios = within(group).getAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(within(group).getByRole('radio', { name: /Everyone reads, owners and admins edit/ })).toBeChecked();
  expect(group).toHaveTextContent('Members see and edit only the records they own; admins and owners see everything.');
  const before = api.callsTo('GET /me').length;
  await userEvent.click(within(group).getByRole('radio', { name: /Owners and admins only/ }));
  await waitFor(() => expect(within(group).getByRole('radio', { name: /Owners and admins only/ })).toBeChecked());
  expect(api.callsTo('PUT /organisation/settings').map((c) => c.body)).toEqual([{ record_access: 'owners_only' }]);
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  // What the member may see and edit is asked again.
  await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(before));
});

it('lets an admin change the default currency', async () => {
  const api = signInAs('owner', DANA, {
    'GET /organisation/settings': { body: SETTINGS },
    'PUT /organisation/settings': ({ body }) => ({ body: { ...SETTINGS, ...(body as object) } }),
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  const currency = await screen.findByLabelText('Default currency');
  expect(currency).toHaveValue('EUR');
  expect(currency).toHaveAccessibleDescription('For deal values entered without a currency');
  await userEvent.selectOptions(currency, 'GBP');
  await waitFor(() => expect(api.callsTo('PUT /organisation/settings').map((c) => c.body)).toEqual([{ default_currency: 'GBP' }]));
  await waitFor(() => expect(currency).toHaveValue('GBP'));
});

it('keeps the saved rule and says why when the API refuses the change', async () => {
  signInAs('admin', SAM, {
    'GET /organisation/settings': { body: SETTINGS },
    'PUT /organisation/settings': { status: 403, body: { error: 'Your role does not allow this', code: 'role_forbidden' } },
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  const group = await screen.findByRole('group', { name: 'Record access' });
  await userEvent.click(within(group).getByRole('radio', { name: /Everyone edits everything/ }));
  expect(await screen.findByText('Your role does not allow this')).toBeInTheDocument();
  expect(within(group).getByRole('radio', { name: /Everyone reads/ })).toBeChecked();
});

it.each(['member', 'readonly'] as const)('shows a %s the organisation settings read-only, and no team pages', async (role) => {
  const api = signInAs(role, SAM, { 'GET /organisation/settings': { body: SETTINGS } });
  renderShell(<SettingsPage />, { route: '/settings' });
  expect(await screen.findByText('Record access: Everyone reads, owners and admins edit')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  const currency = screen.getByLabelText('Default currency');
  expect(currency).toBeDisabled();
  expect(currency).toHaveAccessibleDescription('Only admins and owners can change this');
  expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

it('lists the team pages to an admin', async () => {
  signInAs('admin', SAM, { 'GET /organisation/settings': { body: SETTINGS } });
  renderShell(<SettingsPage />, { route: '/settings' });
  expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/settings/members');
  expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/settings/audit');
  await screen.findByRole('group', { name: 'Record access' });
});

it('shows a failed load of the organisation settings with Retry', async () => {
  let fail = true;
  signInAs('owner', DANA, { 'GET /organisation/settings': () => (fail ? { status: 500, body: { error: 'Internal server error' } } : { body: SETTINGS }) });
  renderShell(<SettingsPage />, { route: '/settings' });
  expect(await screen.findByText("Failed to load the organisation's settings")).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Record access' })).toBeInTheDocument();
});
