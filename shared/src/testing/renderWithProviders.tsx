// Test helper for the front ends: render inside the shell's providers, with a runtime config
// and a fetch that answers JSON. Test-only (`@meridian/shared/testing`).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@meridian/shared/routing';
import { AppProviders } from '@meridian/shared/app';
import { setRuntimeConfig } from '@meridian/shared/config';

export const TEST_RUNTIME_CONFIG = {
  apiUrl: 'http://api.test',
  signInUrl: 'http://signin.test',
  signInName: 'Meridian Accounts',
  serviceId: 'meridian-web',
  remotes: { contacts: '', companies: '', pipeline: '', importer: '', activities: '' },
};

/** Every fetch answers 200 with this JSON body; returns the mock to inspect calls. */
export function mockJsonFetch(body: unknown): jest.Mock {
  const text = JSON.stringify(body);
  const mock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => JSON.parse(text), text: async () => text });
  global.fetch = mock;
  return mock;
}

export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
