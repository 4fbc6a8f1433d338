import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompany } from '../../../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

const acme = makeCompany({ address: '1 Main St\nSpringfield', description: 'Makes everything.' });

async function openQuickView() {
  const api = mockApi({
    'GET /companies': { body: companyList([acme]) },
    'GET /companies/:id': { body: { company: acme } },
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
  });
  renderCompanies();
  await userEvent.click(await screen.findByRole('article', { name: 'Acme Corp' }));
  return { api, panel: screen.getByRole('dialog', { name: 'Acme Corp' }) };
}

it('a card click opens the quick view with the details and the description', async () => {
  const { panel } = await openQuickView();
  const p = within(panel);
  expect(p.getByText('Technology', { selector: 'dd' })).toBeInTheDocument();
  expect(p.getByText('Medium (51-200 employees)')).toBeInTheDocument();
  expect(p.getByRole('link', { name: 'acme.example.com' })).toHaveAttribute('href', 'https://acme.example.com');
  expect(p.getByText('hello@acme.example.com')).toBeInTheDocument();
  expect(p.getByText('+1 555 0100')).toBeInTheDocument();
  expect(p.getByText(/1 Main St/)).toBeInTheDocument();
  expect(p.getByText('Jan 5, 2024')).toBeInTheDocument();
  expect(p.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
  expect(p.getByText('Makes everything.')).toBeInTheDocument();
  await userEvent.click(p.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('View Contacts goes to the filtered contacts list', async () => {
  const { panel } = await openQuickView();
  await userEvent.click(within(panel).getByRole('button', { name: 'View Contacts' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/contacts?company_id=c1&company_name=Acme+Corp');
});

it('View Full Details opens the company detail page', async () => {
  const { panel } = await openQuickView();
  await userEvent.click(within(panel).getByRole('button', { name: 'View Full Details' }));
  expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

it('Edit Company swaps the quick view for the edit form; saving refreshes the list', async () => {
  const { api, panel } = await openQuickView();
  await userEvent.click(within(panel).getByRole('button', { name: 'Edit Company' }));
  const form = screen.getByRole('dialog', { name: 'Edit Company' });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);

  const renamed = { ...acme, name: 'Acme Renamed' };
  api.on('PUT /companies/:id', { body: { company: renamed } });
  api.on('GET /companies', { body: companyList([renamed]) });
  const name = within(form).getByLabelText(/Company Name/);
  await userEvent.clear(name);
  await userEvent.type(name, 'Acme Renamed');
  await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
  expect(await screen.findByText('Company updated successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Acme Renamed' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /companies')).toHaveLength(2));
});

it('Add Company creates a company and the list is refetched', async () => {
  const api = mockApi({ 'GET /companies': { body: companyList([]) } });
  renderCompanies();
  await screen.findByText('No companies yet');
  const fresh = makeCompany({ id: 'c9', name: 'Fresh Co' });
  api.on('POST /companies', { status: 201, body: { company: fresh } });
  api.on('GET /companies', { body: companyList([fresh]) });
  // The header's button (the empty state offers a second one).
  await userEvent.click(screen.getAllByRole('button', { name: 'Add Company' })[0]);
  const form = screen.getByRole('dialog', { name: 'Add New Company' });
  await userEvent.type(within(form).getByLabelText(/Company Name/), 'Fresh Co');
  await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
  expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Fresh Co' })).toBeInTheDocument();
  expect(screen.getByText('1 company')).toBeInTheDocument();
});
