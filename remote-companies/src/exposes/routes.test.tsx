import { screen } from '@testing-library/react';
import { companyList, makeCompany } from '../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../testing/renderCompanies';

beforeEach(() => {
  resetAppState();
  mockApi({
    'GET /companies': { body: companyList([makeCompany()]) },
    'GET /companies/:id': { body: { company: makeCompany() } },
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
  });
});

it('/companies is the list', async () => {
  const { container } = renderCompanies('/companies');
  expect(await screen.findByRole('article', { name: 'Acme Corp' })).toBeInTheDocument();
  expect(container.querySelector('[data-remote="companies"]')).not.toBeNull();
});

it('/companies/:companyId is the detail page', async () => {
  renderCompanies('/companies/c1');
  expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
});

it('any deeper path goes back to the list', async () => {
  renderCompanies('/companies/c1/unknown');
  expect(await screen.findByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});
