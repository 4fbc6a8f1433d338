// Test-only: the remote's routes mounted the way the shell mounts them (/pipeline/*).
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createSwrCache } from '@meridian/shared/data';
import { useToastStore } from '@meridian/shared/ui';
import { renderWithProviders } from '../../../../../shared/src/testing/renderWithProviders';
import PipelineRoutes from '../../../exposes/routes';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A cache of its own per render: the app-wide one would leak answers (and dedupes) across tests. */
export function renderPipeline(route = '/pipeline', extra?: ReactNode) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => createSwrCache() }}>
      <Routes>
        <Route path="/pipeline/*" element={<PipelineRoutes />} />
      </Routes>
      <LocationProbe />
      {extra}
    </SWRConfig>,
    { route },
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** Each test starts with no toasts. */
export function resetToasts() {
  act(() => useToastStore.getState().clear());
}
