import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@meridian/shared/model';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { AuditPage } from './AuditPage';

const base = { record_id: 'c1', contact_id: 'c1', company_id: null, changes: [], details: {} };
const dana = { id: 'u1', name: 'Dana Demo' };
const EDIT: AuditEvent = {
  ...base,
  id: 'e3',
  at: '2026-11-27T10:00:00.000Z',
  actor: dana,
  action: 'updated',
  record_type: 'contact',
  record_name: 'Chloe Dubois',
  changes: [
    { field: 'phone', from: '+33 1 23 45 67 89', to: '+33 6 12 34 56 78' },
    { field: 'email', from: null, to: 'chloe@dubois.fr' },
  ],
};
const CREATED: AuditEvent = {
  ...base,
  id: 'e2',
  at: '2026-11-26T10:00:00.000Z',
  actor: dana,
  action: 'created',
  record_type: 'contact',
  record_name: 'Chloe Dubois',
};
const ROLE: AuditEvent = {
  ...base,
  id: 'e1',
  at: '2026-11-25T10:00:00.000Z',
  actor: dana,
  action: 'role_changed',
  record_type: 'member',
  record_name: 'Sam Seller',
  changes: [{ field: 'role', from: 'member', to: 'readonly' }],
};
const IMPORT: AuditEvent = {
  ...base,
  id: 'e0',
  at: '2026-11-24T10:00:00.000Z',
  actor: null,
  action: 'imported',
  record_type: 'import',
  record_name: 'contacts.csv',
  details: { created: 950, updated: 40, failed: 10 },
};

function renderPage() {
  return renderShell(<AuditPage />, { route: '/settings/audit' });
}

it('reads each event as a sentence, newest first, and loads more by cursor', async () => {
  const api = signInAs('admin', SAM, {
    'GET /audit': ({ query }) => ({
      body: query.cursor === 'c2' ? { events: [IMPORT], next_cursor: null } : { events: [EDIT, CREATED, ROLE], next_cursor: 'c2' },
    }),
  });
  renderPage();
  expect(document.title).toBe('Audit log - Meridian');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText("Dana Demo changed Chloe Dubois's phone from +33 1 23 45 67 89 to +33 6 12 34 56 78")).toBeInTheDocument();
  expect(screen.getByText("Dana Demo set Chloe Dubois's email to chloe@dubois.fr")).toBeInTheDocument();
  expect(screen.getByText('Dana Demo created the contact Chloe Dubois')).toBeInTheDocument();
  expect(screen.getByText("Dana Demo changed Sam Seller's role from Member to Read-only")).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Contact');
  expect(within(items[0]).getByText(/2026/)).toHaveAttribute('datetime', EDIT.at);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Meridian imported contacts.csv: 950 contacts created, 40 updated, 10 failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /audit').map((c) => c.query)).toEqual([{}, { cursor: 'c2' }]);
});

it('filters by member, record type, action and dates, and clears them', async () => {
  const api = signInAs('owner', DANA, { 'GET /audit': { body: { events: [], next_cursor: null } } });
  renderPage();
  expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  const filters = screen.getByRole('search', { name: 'Filter the audit log' });
  await waitFor(() => expect(within(filters).getByRole('option', { name: 'Sam Seller' })).toBeInTheDocument());
  await userEvent.selectOptions(within(filters).getByLabelText('Member'), 'u2');
  await userEvent.selectOptions(within(filters).getByLabelText('Record type'), 'contact');
  await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'deleted');
  await userEvent.type(within(filters).getByLabelText('From'), '2026-11-01');
  await userEvent.type(within(filters).getByLabelText('To'), '2026-11-30');
  expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('GET /audit').at(-1)!.query).toEqual({ actor: 'u2', record_type: 'contact', action: 'deleted', from: '2026-11-01', to: '2026-11-30' }),
  );
  await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  expect(within(filters).getByLabelText('Member')).toHaveValue('');
});

it('exports the filtered log as CSV with the member’s token', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const api = signInAs('owner', DANA, { 'GET /audit': { body: { events: [EDIT], next_cursor: null } }, 'GET /audit.csv': { blob: new Blob(['at,actor\n']) } });
  renderPage();
  await screen.findByText(/phone from/);
  await userEvent.selectOptions(screen.getByLabelText('Action'), 'updated');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual([`audit-${new Date().toISOString().slice(0, 10)}.csv`]));
  expect(api.callsTo('GET /audit.csv').map((c) => c.query)).toEqual([{ action: 'updated' }]);
  const init = (global.fetch as jest.Mock).mock.calls.find(([url]) => String(url).includes('/audit.csv'))[1];
  expect(init.headers.Authorization).toMatch(/^Bearer /);
});

it('shows a failed load with Retry', async () => {
  let fail = true;
  signInAs('owner', DANA, {
    'GET /audit': () => (fail ? { status: 500, body: { error: 'Internal server error' } } : { body: { events: [CREATED], next_cursor: null } }),
  });
  renderPage();
  expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Dana Demo created the contact Chloe Dubois')).toBeInTheDocument();
});

afterEach(() => jest.restoreAllMocks());

it('is no page for a member', async () => {
  const api = signInAs('member', SAM);
  renderPage();
  expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
  expect(api.callsTo('GET /audit')).toHaveLength(0);
});
