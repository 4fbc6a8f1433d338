import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, contactList, makeCompany, makeContact } from '../../../testing/fixtures';
import { deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

const acme = makeCompany({ phone: null, address: '', logo_url: null, contact_count: 12 });
const contacts = Array.from({ length: 5 }, (_, i) => makeContact({ id: `p${i + 1}`, first: `Person${i + 1}`, last: 'Smith', email: `p${i + 1}@acme.test` }));

function detailApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /companies/:id': { body: { company: acme } },
    'GET /companies/:id/timeline': { body: { events: [], next_cursor: null } },
    'GET /contacts': { body: contactList(contacts, 12) },
    'GET /companies': { body: companyList([acme]) },
    ...overrides,
  });
}

it("shows a skeleton ('Loading...') and then the header with breadcrumb, name, industry and website", async () => {
  const reply = deferred({ body: { company: acme } });
  detailApi({ 'GET /companies/:id': reply.route });
  renderCompanies('/companies/c1');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeInTheDocument();
  reply.release();
  expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Acme Corp - Meridian');
  expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute('href', '/companies');
  expect(screen.getAllByText('Technology').length).toBeGreaterThan(0);
  expect(screen.getAllByRole('link', { name: 'acme.example.com' })[0]).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

it("shows 'Company not found' for a missing company, with a way back", async () => {
  detailApi({ 'GET /companies/:id': { status: 404, body: { error: 'Company not found' } } });
  renderCompanies('/companies/nope');
  expect(await screen.findByText('Company not found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to Companies' }));
  expect(await screen.findByRole('article', { name: 'Acme Corp' })).toBeInTheDocument();
});

it('Overview lists every field, with - for the empty ones', async () => {
  detailApi();
  renderCompanies('/companies/c1');
  const panel = await screen.findByRole('tabpanel');
  const value = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(value('Name')).toHaveTextContent('Acme Corp');
  expect(value('Industry')).toHaveTextContent('Technology');
  expect(value('Company Size')).toHaveTextContent('Medium (51-200 employees)');
  expect(value('Email')).toHaveTextContent('hello@acme.example.com');
  expect(value('Description')).toHaveTextContent('Makes everything.');
  expect(value('Phone')).toHaveTextContent(/^-$/);
  expect(value('Address')).toHaveTextContent(/^-$/);
  expect(value('Logo URL')).toHaveTextContent(/^-$/);
  expect(value('Created')).toHaveTextContent('Jan 5, 2024');
});

it("Contacts lists the first 5 with View buttons, 'And N more contacts...' and 'View All Contacts'", async () => {
  const api = detailApi();
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('tab', { name: /Contacts/ }));
  const list = await screen.findByRole('list', { name: 'Contacts' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByText('Person1 Smith')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts')[0].query).toEqual({ company_id: 'c1', limit: '5' });
  expect(screen.getByText('And 7 more contacts...')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Contacts' })).toHaveAttribute('href', '/contacts?company_id=c1&company_name=Acme+Corp');
  await userEvent.click(within(list).getByRole('button', { name: 'View Person2 Smith' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/contacts\/p2$/);
});

it("has no 'more contacts' line for 5 or fewer", async () => {
  detailApi({ 'GET /contacts': { body: contactList(contacts.slice(0, 2), 2) } });
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('tab', { name: /Contacts/ }));
  expect(await screen.findByText('Person2 Smith')).toBeInTheDocument();
  expect(screen.queryByText(/more contacts/)).not.toBeInTheDocument();
});

it('a failed contacts fetch falls back to an empty list, logged only', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  detailApi({ 'GET /contacts': { status: 403, body: { error: 'Nope' } } });
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('tab', { name: /Contacts/ }));
  expect(await screen.findByText('No contacts found for this company.')).toBeInTheDocument();
  expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Contacts' })).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
});

it("Activity says 'No recent activity for this company.' while its timeline is empty", async () => {
  detailApi();
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
  expect(await screen.findByText('No recent activity for this company.')).toBeInTheDocument();
});

it("Edit saves, toasts 'Company updated successfully!' and shows the change here and on the list", async () => {
  const api = detailApi();
  // The list is seen first, so it is in the cache (and fresh) when the company changes.
  renderCompanies('/companies');
  await userEvent.click(await screen.findByRole('article', { name: 'Acme Corp' }));
  await userEvent.click(screen.getByRole('button', { name: 'View Full Details' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const renamed = { ...acme, name: 'Acme Two' };
  api.on('PUT /companies/:id', { body: { company: renamed } });
  api.on('GET /companies/:id', { body: { company: renamed } });
  api.on('GET /companies', { body: companyList([renamed]) });
  const form = screen.getByRole('dialog', { name: 'Edit Company' });
  const name = within(form).getByLabelText(/Company Name/);
  await userEvent.clear(name);
  await userEvent.type(name, 'Acme Two');
  await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
  expect(await screen.findByText('Company updated successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Acme Two', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('PUT /companies/:id')[0].path).toBe('/companies/c1');

  await userEvent.click(screen.getByRole('link', { name: 'Back to Companies' }));
  expect(await screen.findByRole('article', { name: 'Acme Two' })).toBeInTheDocument();
});

it('Delete asks first; Cancel keeps the company, confirming deletes and goes back to /companies', async () => {
  const api = detailApi();
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this company? This action cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('DELETE /companies/:id')).toHaveLength(0);

  api.on('DELETE /companies/:id', { status: 204 });
  api.on('GET /companies', { body: companyList([]) });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Company deleted successfully')).toBeInTheDocument();
  expect(await screen.findByText('No companies yet')).toBeInTheDocument();
  expect(api.callsTo('DELETE /companies/:id')[0].path).toBe('/companies/c1');
});

it('a failed delete stays on the page with an error toast', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  detailApi({ 'DELETE /companies/:id': { status: 409, body: { error: 'Company is locked' } } });
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Company is locked')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
});

it("shows 'Failed to load company' with Retry for other errors", async () => {
  const api = detailApi({ 'GET /companies/:id': { status: 400, body: { error: 'Bad id' } } });
  renderCompanies('/companies/c1');
  expect(await screen.findByText('Failed to load company')).toBeInTheDocument();
  api.on('GET /companies/:id', { body: { company: acme } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument());
});
