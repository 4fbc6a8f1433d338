import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashItem } from '@meridian/shared/model';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { TrashPage } from './TrashPage';

const ITEM: TrashItem = {
  type: 'contact',
  id: 'c1',
  name: 'Chloe Dubois',
  contact_id: null,
  contact_name: null,
  deleted_by: 'Dana Demo',
  deleted_at: '2026-11-27T10:00:00.000Z',
  days_left: 1,
};
const NOTE: TrashItem = {
  ...ITEM,
  type: 'note',
  id: 'n1',
  name: 'Called about the renewal',
  contact_id: 'c2',
  contact_name: 'Ada Lovelace',
  deleted_by: null,
  days_left: 0,
};
const page = (items: TrashItem[]) => ({ body: { items, pagination: { totalCount: items.length, page: 1, limit: 50, pages: 1 }, trash_days: 30 } });

const renderPage = () => renderShell(<TrashPage />, { route: '/trash' });

it('lists what was deleted; a member restores, only an admin deletes permanently (after a confirmation)', async () => {
  let items = [ITEM, NOTE];
  const api = signInAs('admin', DANA, {
    'GET /trash': () => page(items),
    'POST /trash/:type/:id/restore': () => {
      items = [NOTE];
      return { status: 204 };
    },
    'DELETE /trash/:type/:id': () => {
      items = [];
      return { status: 204 };
    },
  });
  renderPage();
  expect(document.title).toBe('Trash - Meridian');
  const row = (await screen.findByText('Chloe Dubois')).closest('tr')!;
  expect(row).toHaveTextContent('Contact');
  expect(row).toHaveTextContent('Dana Demo');
  expect(row).toHaveTextContent('1 day');
  const note = screen.getByText('Called about the renewal').closest('tr')!;
  expect(note).toHaveTextContent('of Ada Lovelace');
  expect(note).toHaveTextContent('Unknown');
  expect(note).toHaveTextContent('Today');

  await userEvent.click(within(row).getByRole('button', { name: 'Restore Chloe Dubois' }));
  expect(await screen.findByText('Chloe Dubois restored')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Chloe Dubois' })).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Delete Called about the renewal permanently' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete permanently?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
  expect(await screen.findByText('The Trash is empty')).toBeInTheDocument();
  expect(api.callsTo('POST /trash/:type/:id/restore').map((c) => c.path)).toEqual(['/trash/contact/c1/restore']);
  expect(api.callsTo('DELETE /trash/:type/:id').map((c) => c.path)).toEqual(['/trash/note/n1']);
});

it('a read-only user sees the list without actions', async () => {
  signInAs('readonly', SAM, { 'GET /trash': page([ITEM]) });
  renderPage();
  expect(await screen.findByText('Chloe Dubois')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
});

it('a refused restore says why and keeps the list', async () => {
  signInAs('member', SAM, {
    'GET /trash': page([ITEM]),
    'POST /trash/:type/:id/restore': {
      status: 409,
      body: { error: 'Ada Lovelace already has this email', code: 'email_taken', params: { name: 'Ada Lovelace', id: 'c9' } },
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Restore Chloe Dubois' }));
  expect(await screen.findByText('Ada Lovelace already has this email')).toBeInTheDocument();
  expect(screen.getByText('Chloe Dubois')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /permanently/ })).not.toBeInTheDocument();
});
