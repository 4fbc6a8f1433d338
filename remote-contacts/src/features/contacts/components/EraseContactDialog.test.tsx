// "Erase permanently" on a contact's page: an admin's only; the dialog's button waits for the
// contact's name, then the contact is erased and the list comes back with a toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@meridian/shared/testing';
import { makeContact, MEMBERS, timelinePage } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage, signInAs } from '../../../testing/renderContacts';

setUpContactsPage();

function setup(role: Parameters<typeof signInAs>[1]) {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /contacts/:id/timeline': { body: timelinePage([]) },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'GET /members': { body: { members: MEMBERS } },
    'POST /contacts/:id/erase': { status: 204 },
  });
  signInAs(api, role, 'everyone_edits');
  renderContacts('/contacts/p1');
  return api;
}

it('an admin erases a contact after typing its name', async () => {
  const api = setup('admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Erase permanently' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Erase Ada Lovelace permanently?' });
  const erase = within(dialog).getByRole('button', { name: 'Erase permanently' });
  expect(erase).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Type Ada Lovelace to confirm'), 'ada lovelace');
  await userEvent.click(erase);
  expect(await screen.findByText('Ada Lovelace was erased permanently')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/:id/erase').map((c) => c.path)).toEqual(['/contacts/p1/erase']);
});

it('is no button for a member', async () => {
  const api = setup('member');
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
  await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
  expect(screen.queryByRole('button', { name: 'Erase permanently' })).not.toBeInTheDocument();
});
