import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { SettingsPage } from './SettingsPage';

const SETTINGS = { default_currency: 'EUR', record_access: 'everyone_edits' };
const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'export.zip', { type: 'application/zip' });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it("lets an owner download the organisation's export through a one-use link", async () => {
  const url = 'http://localhost:4000/organisation/export/download/secret';
  const api = signInAs('owner', DANA, {
    'GET /organisation/settings': { body: SETTINGS },
    'POST /organisation/export/links': { status: 201, body: { url, expires_at: '2030-01-01T00:00:00.000Z' } },
  });
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Export organisation' }));
  await waitFor(() => expect(clicked).toEqual([url]));
  expect(api.callsTo('POST /organisation/export/links')).toHaveLength(1);
});

it('imports an export into the organisation and shows what came in, or why not', async () => {
  let answer: { status: number; body: object } = {
    status: 200,
    body: { counts: { contacts: 3, companies: 1, notes: 2 }, skipped: 0, members_matched: 1, members_unmatched: 2 },
  };
  const api = signInAs('owner', DANA, { 'GET /organisation/settings': { body: SETTINGS }, 'POST /organisation/import': () => answer });
  renderShell(<SettingsPage />, { route: '/settings' });
  await userEvent.upload(await screen.findByLabelText('Export file to import'), zip());
  expect(await screen.findByText('Contacts: 3')).toBeInTheDocument();
  expect(screen.getByText('Companies: 1')).toBeInTheDocument();
  expect(screen.getByText('2 members of the export were not found here: their records are yours now.')).toBeInTheDocument();
  expect(api.callsTo('POST /organisation/import')).toHaveLength(1);

  answer = {
    status: 409,
    body: {
      error: 'An export can only be imported into an organisation with no contacts, companies, deals, notes or activities yet',
      code: 'org_import_not_empty',
    },
  };
  await userEvent.upload(screen.getByLabelText('Export file to import'), zip());
  expect(await screen.findByText(/An export can only be imported into an organisation with no contacts/)).toHaveAttribute('role', 'alert');
});

it.each(['admin', 'member'] as const)('shows an %s no export or import', async (role) => {
  signInAs(role, SAM, { 'GET /organisation/settings': { body: SETTINGS } });
  renderShell(<SettingsPage />, { route: '/settings' });
  await screen.findByText(/Record access/);
  expect(screen.queryByRole('button', { name: 'Export organisation' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Export file to import')).not.toBeInTheDocument();
});
