import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@meridian/shared/model';
import { provideRemoteLoader, type CompanyFormProps } from '@meridian/shared/federation';
import { makeCompany, makeContact } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const COMPANIES = [makeCompany(), makeCompany({ id: 'co2', name: 'Globex' })];

function setup(contact?: ReturnType<typeof makeContact>) {
  const api = mockApi({
    'GET /companies': { body: { companies: COMPANIES, pagination: { total: 2, pages: 1 } } },
    'POST /contacts': (call) => ({ status: 201, body: makeContact({ id: 'p9', ...(call.body as object) }) }),
    'PUT /contacts/:id': (call) => ({ body: makeContact({ ...(call.body as object) }) }),
  });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderInApp(<ContactFormPanel open contact={contact} onClose={onClose} onSaved={onSaved} />);
  const form = screen.getByRole('dialog', { name: contact ? 'Edit Contact' : 'Create New Contact' });
  const field = (label: RegExp | string) => within(form).getByLabelText(label);
  return { api, onClose, onSaved, form, field };
}

it('keeps Create Contact disabled until first, last and email are all non-blank', async () => {
  const { form, field } = setup();
  const create = within(form).getByRole('button', { name: 'Create Contact' });
  expect(field(/Email/)).toHaveAttribute('type', 'email');
  expect(field('Phone')).toBeInTheDocument();
  expect(field('Tags')).toBeInTheDocument();
  expect(create).toBeDisabled();
  await userEvent.type(field(/First Name/), 'Grace');
  await userEvent.type(field(/Last Name/), '   ');
  await userEvent.type(field(/Email/), 'grace@example.com');
  expect(create).toBeDisabled();
  await userEvent.type(field(/Last Name/), 'Hopper');
  expect(create).toBeEnabled();
  await userEvent.clear(field(/First Name/));
  expect(create).toBeDisabled();
});

it("creates the contact ('Saving...' meanwhile), toasts and closes", async () => {
  const { api, form, field, onClose, onSaved } = setup();
  const held = deferred({ status: 201, body: makeContact({ id: 'p9' }) });
  api.on('POST /contacts', held.route);
  await userEvent.type(field(/First Name/), ' Grace ');
  await userEvent.type(field(/Last Name/), 'Hopper');
  await userEvent.type(field(/Email/), 'grace@example.com');
  await userEvent.type(field('Phone'), '+1 555 0199');
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Globex' })).toBeInTheDocument());
  await userEvent.selectOptions(field('Company'), 'Globex');
  await userEvent.type(field('Tags'), 'vip, , partner ');
  await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
  expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  act(() => held.release());
  expect(await screen.findByText('Contact created successfully')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts')[0].body).toEqual({
    first: 'Grace',
    last: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 555 0199',
    company: 'Globex',
    company_id: 'co2',
    tags: 'vip, partner',
  });
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p9' }));
  expect(onClose).toHaveBeenCalled();
});

it('shows the server error in the form and keeps the typing', async () => {
  const { api, form, field, onClose } = setup();
  api.on('POST /contacts', { status: 400, body: { error: 'A contact with this email already exists' } });
  await userEvent.type(field(/First Name/), 'Grace');
  await userEvent.type(field(/Last Name/), 'Hopper');
  await userEvent.type(field(/Email/), 'grace@example.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('A contact with this email already exists');
  expect(field(/First Name/)).toHaveValue('Grace');
  expect(field(/Email/)).toHaveValue('grace@example.com');
  expect(within(form).getByRole('button', { name: 'Create Contact' })).toBeEnabled();
  expect(onClose).not.toHaveBeenCalled();

  api.on('POST /contacts', { status: 400, body: {} });
  await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
  expect(await within(form).findByText('Failed to save contact')).toBeInTheDocument();
});

it("edits: 'Edit Contact' filled in, 'Save Changes' sends PUT with cleared fields as null", async () => {
  const { api, form, field, onClose } = setup(makeContact());
  expect(field(/First Name/)).toHaveValue('Ada');
  expect(field('Company')).toHaveValue('co1');
  expect(within(form).getByRole('option', { name: 'Analytical Engines Ltd' })).toBeInTheDocument();
  await userEvent.clear(field('Phone'));
  await userEvent.selectOptions(field('Company'), 'No company');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Contact updated successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT /contacts/:id')[0]).toMatchObject({
    path: '/contacts/p1',
    body: { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', phone: null, company: null, company_id: null, tags: 'vip, math' },
  });
  expect(onClose).toHaveBeenCalled();
});

it('loads 50 companies for the picker and searches them on the server', async () => {
  const { api, field } = setup();
  await waitFor(() => expect(api.callsTo('GET /companies')[0]?.query).toEqual({ limit: '50' }));
  await userEvent.type(field('Search companies'), 'glo');
  await waitFor(() => expect(api.callsTo('GET /companies').at(-1)?.query).toEqual({ limit: '50', search: 'glo' }));
});

it("disables '+ Create new company' with a reason when the companies remote cannot load", async () => {
  const { form } = setup();
  const option = await within(form).findByRole('option', { name: '+ Create new company (Companies unavailable)' });
  expect(option).toBeDisabled();
});

it("'+ Create new company' opens the companies remote's form and selects the saved company", async () => {
  const loader = jest.fn(async () => ({
    default: ({ open, onClose, onSaved }: CompanyFormProps) =>
      open ? (
        <div role="dialog" aria-label="Add New Company">
          <button
            type="button"
            onClick={() => {
              onSaved({ id: 'co9', name: 'Newco' } as Company);
              onClose();
            }}
          >
            Create Company
          </button>
        </div>
      ) : null,
  }));
  provideRemoteLoader(loader as never);
  const { api, form, field } = setup();
  const option = await within(form).findByRole('option', { name: '+ Create new company' });
  await waitFor(() => expect(option).toBeEnabled());
  await userEvent.selectOptions(field('Company'), option);
  expect(loader).toHaveBeenCalledWith('companies/CompanyForm', { fresh: false });
  await userEvent.click(await screen.findByRole('button', { name: 'Create Company' }));
  expect(screen.queryByRole('dialog', { name: 'Add New Company' })).not.toBeInTheDocument();
  expect(field('Company')).toHaveValue('co9');
  expect(within(form).getByRole('option', { name: 'Newco' })).toBeInTheDocument();

  await userEvent.type(field(/First Name/), 'Grace');
  await userEvent.type(field(/Last Name/), 'Hopper');
  await userEvent.type(field(/Email/), 'g@h.io');
  await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
  await waitFor(() => expect(api.callsTo('POST /contacts')[0]?.body).toMatchObject({ company_id: 'co9', company: 'Newco' }));
});

it('disables the option when the companies remote fails once the form is asked for', async () => {
  const loader = jest
    .fn()
    .mockResolvedValueOnce({ default: () => null })
    .mockRejectedValue(new Error('companies went away'));
  provideRemoteLoader(loader as never);
  const { form, field } = setup();
  const option = await within(form).findByRole('option', { name: '+ Create new company' });
  await waitFor(() => expect(option).toBeEnabled());
  await userEvent.selectOptions(field('Company'), option);
  expect(await screen.findByText('Companies unavailable: the company form could not be loaded')).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: '+ Create new company (Companies unavailable)' })).toBeDisabled();
  expect(field('Company')).toHaveValue('');
});
