import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCompany, makeContact } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

// The contact form checks the email with the company form's rule and shows the API's field error.
beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setup() {
  const api = mockApi({
    'GET /companies': { body: { companies: [makeCompany()], pagination: { total: 1, pages: 1 } } },
    'POST /contacts': (call) => ({ status: 201, body: makeContact({ id: 'p9', ...(call.body as object) }) }),
  });
  const onClose = jest.fn();
  renderInApp(<ContactFormPanel open onClose={onClose} />);
  const form = screen.getByRole('dialog', { name: 'Create New Contact' });
  const field = (label: RegExp | string) => within(form).getByLabelText(label);
  const fill = async (email: string) => {
    await userEvent.type(field(/First Name/), 'Grace');
    await userEvent.type(field(/Last Name/), 'Hopper');
    await userEvent.type(field(/Email/), email);
  };
  const create = () => userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
  return { api, form, field, fill, create, onClose };
}

it("refuses 'not-an-email' with the field error, sends nothing, and clears the error when the email is edited", async () => {
  const { api, field, fill, create, onClose } = setup();
  await fill('not-an-email');
  await create();
  const email = field(/Email/);
  expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('POST /contacts')).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();

  await userEvent.type(email, '@example.com');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await create();
  await waitFor(() => expect(api.callsTo('POST /contacts')[0]?.body).toMatchObject({ email: 'not-an-email@example.com' }));
  expect(onClose).toHaveBeenCalled();
});

it("keeps the submit disabled until first, last and email are non-blank (the email's shape is checked on submit)", async () => {
  const { form, field } = setup();
  const submit = within(form).getByRole('button', { name: 'Create Contact' });
  await userEvent.type(field(/First Name/), 'Grace');
  await userEvent.type(field(/Last Name/), 'Hopper');
  expect(submit).toBeDisabled();
  await userEvent.type(field(/Email/), 'x');
  expect(submit).toBeEnabled();
});

it("shows the API's email refusal beside the field, not as a form error", async () => {
  const { api, form, field, fill, create, onClose } = setup();
  api.on('POST /contacts', { status: 400, body: { error: 'Please enter a valid email address' } });
  await fill('grace@example.com');
  await create();
  await waitFor(() => expect(field(/Email/)).toHaveAccessibleDescription('Please enter a valid email address'));
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(field(/Email/)).toHaveValue('grace@example.com');
  expect(onClose).not.toHaveBeenCalled();
});
