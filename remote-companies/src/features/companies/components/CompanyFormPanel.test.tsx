import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_SIZES, INDUSTRIES } from '@meridian/shared/model';
import { deferred, mockApi, renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { makeCompany } from '../../../testing/fixtures';
import { CompanyFormPanel, type CompanyFormPanelProps } from './CompanyFormPanel';

/** The calls that would save (the form also reads the members for its Owner field). */
const saves = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET');

beforeEach(resetAppState);

function renderForm(props: Partial<CompanyFormPanelProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderWithProviders(<CompanyFormPanel open onClose={onClose} onSaved={onSaved} {...props} />);
  const form = screen.getByRole('dialog');
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  return { onClose, onSaved, form, field };
}

const created = makeCompany({ id: 'new1', name: 'Acme' });

describe('adding a company', () => {
  it('has the title, both sections, every field and the option lists', () => {
    const { form, field } = renderForm();
    expect(form).toHaveAccessibleName('Add New Company');
    expect(within(form).getByRole('group', { name: 'Basic Information' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Contact Information' })).toBeInTheDocument();
    for (const label of ['Industry', 'Company Size', 'Description', 'Website', 'Email', 'Phone', 'Address', 'Logo URL']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/Company Name/)).toHaveValue('');
    const options = (label: string) => [...field(label).querySelectorAll('option')].map((o) => o.textContent);
    expect(options('Industry')).toEqual(['Select industry', ...INDUSTRIES]);
    expect(options('Company Size')).toEqual(['Select size', ...COMPANY_SIZES.map((s) => s.label)]);
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create Company' })).toBeInTheDocument();
  });

  it('requires a name, and the error clears when the name is edited', async () => {
    const api = mockApi();
    const { form, field } = renderForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
    expect(within(form).getByText('Company name is required')).toBeInTheDocument();
    expect(field(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves(api)).toHaveLength(0);
    await userEvent.type(field(/Company Name/), 'A');
    expect(within(form).queryByText('Company name is required')).not.toBeInTheDocument();
  });

  it('checks email and website; editing one field clears only its own error', async () => {
    const api = mockApi();
    const { form, field } = renderForm();
    await userEvent.type(field(/Company Name/), 'Acme');
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.type(field('Website'), 'not a site');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid URL (starting with http:// or https://)')).toBeInTheDocument();
    expect(saves(api)).toHaveLength(0);

    await userEvent.type(field('Email'), 'x');
    expect(within(form).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid URL (starting with http:// or https://)')).toBeInTheDocument();
    await userEvent.clear(field('Website'));
    expect(within(form).queryByText(/Please enter a valid URL/)).not.toBeInTheDocument();
  });

  it('takes a bare domain as the website and sends it as https://; refuses what is not one', async () => {
    const api = mockApi({ 'POST /companies': { status: 201, body: { company: created } } });
    const { form, field, onSaved } = renderForm();
    await userEvent.type(field(/Company Name/), 'QA Widgets');
    for (const garbage of ['javascript:alert(1)', 'ftp://x']) {
      await userEvent.clear(field('Website'));
      await userEvent.type(field('Website'), garbage);
      await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
      expect(within(form).getByText('Please enter a valid URL (starting with http:// or https://)')).toBeInTheDocument();
    }
    expect(saves(api)).toHaveLength(0);

    await userEvent.clear(field('Website'));
    await userEvent.type(field('Website'), 'qa-widgets.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /companies')[0].body).toEqual({ name: 'QA Widgets', website: 'https://qa-widgets.example.com' });
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  it("sends trimmed values without the empty fields, shows 'Creating...', then toasts, reports and closes", async () => {
    const reply = deferred({ status: 201, body: { company: created } });
    const api = mockApi({ 'POST /companies': reply.route });
    const { form, field, onSaved, onClose } = renderForm();
    await userEvent.type(field(/Company Name/), '  Acme  ');
    await userEvent.type(field('Description'), '   ');
    await userEvent.type(field('Email'), ' sales@acme.com ');
    await userEvent.type(field('Website'), 'https://acme.com ');
    await userEvent.selectOptions(field('Industry'), 'Consulting');
    await userEvent.selectOptions(field('Company Size'), 'Small (11-50 employees)');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));

    expect(within(form).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.callsTo('POST /companies')[0].body).toEqual({
      name: 'Acme',
      industry: 'Consulting',
      size: 'small',
      email: 'sales@acme.com',
      website: 'https://acme.com',
    });
    act(() => reply.release());
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server error in the form and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /companies': { status: 409, body: { error: 'A company named Acme already exists' } } });
    const { form, field, onSaved, onClose } = renderForm();
    await userEvent.type(field(/Company Name/), 'Acme');
    await userEvent.type(field('Phone'), '555');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
    expect(await within(form).findByText('A company named Acme already exists')).toBeInTheDocument();
    expect(field(/Company Name/)).toHaveValue('Acme');
    expect(field('Phone')).toHaveValue('555');
    expect(within(form).getByRole('button', { name: 'Create Company' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create company' when the server gives no message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /companies': { status: 422, body: {} } });
    const { form, field } = renderForm();
    await userEvent.type(field(/Company Name/), 'Acme');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
    expect(await within(form).findByText('Failed to create company')).toBeInTheDocument();
  });

  it('Cancel closes without saving', async () => {
    const api = mockApi();
    const { form, onClose } = renderForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(saves(api)).toHaveLength(0);
  });
});

describe('editing a company', () => {
  const company = makeCompany({ size: 'medium', industry: 'Technology', description: 'Old description' });

  it("is filled in, sends PUT with emptied fields cleared, shows 'Updating...' and toasts", async () => {
    const reply = deferred({ body: { company: { ...company, name: 'Acme Inc' } } });
    const api = mockApi({ 'PUT /companies/:id': reply.route });
    const { form, field, onSaved } = renderForm({ company });
    expect(form).toHaveAccessibleName('Edit Company');
    expect(field(/Company Name/)).toHaveValue('Acme Corp');
    expect(field('Industry')).toHaveValue('Technology');
    expect(field('Company Size')).toHaveValue('medium');
    expect(field('Website')).toHaveValue('https://acme.example.com');

    await userEvent.clear(field(/Company Name/));
    await userEvent.type(field(/Company Name/), 'Acme Inc');
    await userEvent.clear(field('Description'));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
    expect(within(form).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    const [put] = api.callsTo('PUT /companies/:id');
    expect(put.path).toBe('/companies/c1');
    expect(put.body).toMatchObject({ name: 'Acme Inc', size: 'medium', description: null });
    act(() => reply.release());
    expect(await screen.findByText('Company updated successfully!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme Inc' }));
  });

  it('does not send back a size that is not one of the five', async () => {
    const api = mockApi({ 'PUT /companies/:id': { body: { company } } });
    const { form } = renderForm({ company: { ...company, size: 'huge' as never } });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
    await screen.findByText('Company updated successfully!');
    expect(api.callsTo('PUT /companies/:id')[0].body).not.toHaveProperty('size');
  });

  it("falls back to 'Failed to update company'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'PUT /companies/:id': { status: 400, body: {} } });
    const { form } = renderForm({ company });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
    expect(await within(form).findByText('Failed to update company')).toBeInTheDocument();
  });
});
