import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type Route } from '@meridian/shared/testing';
import { contactList, makeContact } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

// The table layout of the contacts list on a desktop: inline edit through the form's rules and PUT.
setUpContactsPage();

const ada = makeContact();
const EMAIL_TAKEN = {
  status: 409,
  body: { error: 'Chloe Dubois already has this email', code: 'email_taken', field: 'email', params: { name: 'Chloe Dubois', id: 'c-42' } },
};

async function openTable(put: Route = (call) => ({ body: { ...ada, ...(call.body as object) } })) {
  const api = mockApi({ 'GET /contacts': { body: contactList([ada]) }, 'PUT /contacts/:id': put });
  renderContacts();
  await screen.findByRole('listitem', { name: 'Ada Lovelace' });
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  const grid = await screen.findByRole('grid', { name: 'Contacts' });
  const cell = (key: string) => grid.querySelector<HTMLElement>(`[data-row-id="p1"] [data-cell="${key}"]`)!;
  await waitFor(() => expect(cell('phone')).not.toBeNull());
  return { api, grid, cell };
}

it('edits a phone in place: Enter saves the whole contact with the new phone, and the list is asked again', async () => {
  const { api, grid, cell } = await openTable();
  const gets = api.callsTo('GET /contacts').length;
  cell('phone').focus();
  await userEvent.keyboard('{Enter}');
  const input = within(grid).getByRole('textbox', { name: 'Phone' });
  await userEvent.clear(input);
  await userEvent.type(input, '+44 20 7946 0000{Enter}');
  await waitFor(() => expect(api.callsTo('PUT /contacts/:id')).toHaveLength(1));
  const [put] = api.callsTo('PUT /contacts/:id');
  expect(put.path).toBe('/contacts/p1');
  expect(put.body).toEqual({
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    company: 'Analytical Engines Ltd',
    company_id: 'co1',
    tags: 'vip, math',
  });
  await waitFor(() => expect(within(grid).queryByRole('textbox')).toBeNull());
  await waitFor(() => expect(api.callsTo('GET /contacts').length).toBeGreaterThan(gets));
});

it('Escape cancels an edit: nothing is sent and the cell shows what it had', async () => {
  const { api, grid, cell } = await openTable();
  cell('phone').focus();
  await userEvent.keyboard('{F2}');
  await userEvent.type(within(grid).getByRole('textbox', { name: 'Phone' }), '999{Escape}');
  expect(within(grid).queryByRole('textbox')).toBeNull();
  expect(cell('phone')).toHaveTextContent('+1 555 0100');
  expect(cell('phone')).toHaveFocus();
  expect(api.callsTo('PUT /contacts/:id')).toHaveLength(0);
});

it("refuses a bad email with the form's words, and the API's email_taken at the cell, keeping the typing", async () => {
  const { api, grid, cell } = await openTable(EMAIL_TAKEN);
  cell('email').focus();
  await userEvent.keyboard('{Enter}');
  const input = within(grid).getByRole('textbox', { name: 'Email' });
  await userEvent.clear(input);
  await userEvent.type(input, 'chloe@{Enter}');
  expect(within(grid).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(api.callsTo('PUT /contacts/:id')).toHaveLength(0);

  await userEvent.type(input, 'example.com{Enter}');
  expect(await within(grid).findByRole('alert')).toHaveTextContent('Chloe Dubois already has this email');
  expect(api.callsTo('PUT /contacts/:id')).toHaveLength(1);
  expect(input).toHaveValue('chloe@example.com');
});
