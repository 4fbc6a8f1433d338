import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@meridian/shared/app';

/** Renders a piece of the shell inside the same providers the shell uses. */
export function renderShell(ui: ReactElement, { route = '/contacts' } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
