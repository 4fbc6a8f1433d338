import { screen } from '@testing-library/react';
import { mockJsonFetch, renderWithProviders } from '../../../../../shared/src/testing/renderWithProviders';
import { CompaniesPage } from './CompaniesPage';

it('shows its heading and the organisation count from the API, with the theme toggle', async () => {
  const fetchMock = mockJsonFetch({ contacts: 3, companies: 1, pipelines: 2 });
  renderWithProviders(<CompaniesPage />);
  expect(screen.getByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Companies - Meridian');
  expect(await screen.findByText('1 company')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/organisation/summary');
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
});
