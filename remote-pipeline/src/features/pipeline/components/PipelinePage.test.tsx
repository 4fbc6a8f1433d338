import { screen } from '@testing-library/react';
import { mockJsonFetch, renderWithProviders } from '../../../../../shared/src/testing/renderWithProviders';
import { PipelinePage } from './PipelinePage';

it('shows its heading and the organisation count from the API, with the theme toggle', async () => {
  const fetchMock = mockJsonFetch({ contacts: 3, companies: 1, pipelines: 2 });
  renderWithProviders(<PipelinePage />);
  expect(screen.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Sales Pipeline - Meridian');
  expect(await screen.findByText('2 pipelines')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/organisation/summary');
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
});
