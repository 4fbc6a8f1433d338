import { render as rtlRender, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@meridian/shared/app';
import { setRuntimeConfig } from '@meridian/shared/config';
import { PipelinePage } from './PipelinePage';

it('shows its heading and the organisation count from the API, with the theme toggle', async () => {
  setRuntimeConfig({
    apiUrl: 'http://api.test', signInUrl: 'http://signin.test', signInName: 'Meridian Accounts', serviceId: 'meridian-web',
    remotes: { contacts: '', companies: '', pipeline: '', importer: '' },
  });
  const body = JSON.stringify({ contacts: 3, companies: 1, pipelines: 2 });
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => JSON.parse(body), text: async () => body });
  render();
  expect(screen.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Sales Pipeline - Meridian');
  expect(await screen.findByText('2 pipelines')).toBeInTheDocument();
  expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('http://api.test/organisation/summary');
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
});

function render() {
  return rtlRender(
    <AppProviders>
      <MemoryRouter>
        <PipelinePage />
      </MemoryRouter>
    </AppProviders>,
  );
}
