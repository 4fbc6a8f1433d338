import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { currentLocation, mockApi } from '@meridian/shared/testing';
import { makeCompany, makeContact } from '../../../testing/fixtures';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

// One contact per email: the API's 409 is shown at the email field, naming the contact that has
// the email with a link to it, in the user's language; what the user typed stays.
beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en'));
  jest.restoreAllMocks();
});

const TAKEN = {
  status: 409,
  body: { error: 'Chloe Dubois already has this email', code: 'email_taken', field: 'email', params: { name: 'Chloe Dubois', id: 'c-42' } },
};
const HIDDEN = {
  status: 409,
  body: { error: 'Another contact in your organisation already has this email', code: 'email_taken_hidden', field: 'email' },
};

function setup(answer: object, contact?: ReturnType<typeof makeContact>) {
  const api = mockApi({
    'GET /companies': { body: { companies: [makeCompany()], pagination: { total: 1, pages: 1 } } },
    'POST /contacts': answer,
    'PUT /contacts/:id': answer,
  });
  const onClose = jest.fn();
  renderInApp(<ContactFormPanel open contact={contact} onClose={onClose} />);
  const form = screen.getByRole('dialog');
  const email = () => within(form).getByLabelText(/^(Email|E-Mail)/);
  return { api, form, email, onClose };
}

async function fillNew(form: HTMLElement, email: string) {
  await userEvent.type(within(form).getByLabelText(/First Name/), 'Chloé');
  await userEvent.type(within(form).getByLabelText(/Last Name/), 'D.');
  await userEvent.type(within(form).getByLabelText(/Email/), email);
  await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
}

it('names the contact that has the email at the field, links to it, and keeps the typing', async () => {
  const { api, form, email, onClose } = setup(TAKEN);
  await fillNew(form, 'CHLOE.DUBOIS@fabrikam.example.com');
  await waitFor(() => expect(email()).toHaveAccessibleDescription('Chloe Dubois already has this email'));
  expect(email()).toHaveAttribute('aria-invalid', 'true');
  expect(email()).toHaveValue('CHLOE.DUBOIS@fabrikam.example.com');
  expect(within(form).getByLabelText(/First Name/)).toHaveValue('Chloé');
  expect(api.callsTo('POST /contacts')).toHaveLength(1);
  // One message, at the field: not the form's own error too.
  expect(within(form).getAllByRole('alert')).toHaveLength(1);

  const link = within(form).getByRole('link', { name: 'Chloe Dubois' });
  expect(link).toHaveAttribute('href', '/contacts/c-42');
  await userEvent.click(link);
  expect(currentLocation()).toBe('/contacts/c-42');
  expect(onClose).toHaveBeenCalled();
});

it('clears the message once the email is edited', async () => {
  const { form, email } = setup(TAKEN);
  await fillNew(form, 'chloe.dubois@fabrikam.example.com');
  await waitFor(() => expect(within(form).getByRole('link', { name: 'Chloe Dubois' })).toBeInTheDocument());
  await userEvent.type(email(), 'x');
  expect(within(form).queryByRole('link', { name: 'Chloe Dubois' })).not.toBeInTheDocument();
  expect(email()).not.toHaveAttribute('aria-invalid', 'true');
});

it('says the same on edit, and names nobody when the contact is one the user cannot see', async () => {
  const { form, email } = setup(HIDDEN, makeContact({ id: 'c-1', first: 'Ben', last: 'Moving', email: 'ben@held.test' }));
  await userEvent.clear(email());
  await userEvent.type(email(), 'ann@held.test');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(email()).toHaveAccessibleDescription('Another contact in your organisation already has this email'));
  expect(within(form).queryByRole('link')).not.toBeInTheDocument();
  expect(email()).toHaveValue('ann@held.test');
});

it("speaks the user's language, the name still a link", async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  const { form, email } = setup(TAKEN);
  await userEvent.type(within(form).getByLabelText(/^Vorname/), 'Chloé');
  await userEvent.type(within(form).getByLabelText(/^Nachname/), 'D.');
  await userEvent.type(email(), 'chloe.dubois@fabrikam.example.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Kontakt erstellen' }));
  await waitFor(() => expect(email()).toHaveAccessibleDescription('Chloe Dubois hat diese E-Mail-Adresse bereits'));
  expect(within(form).getByRole('link', { name: 'Chloe Dubois' })).toHaveAttribute('href', '/contacts/c-42');
});
