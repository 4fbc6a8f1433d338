// Test-only: the remote's routes mounted the way the shell mounts them (/pipeline/*).
import type { ReactNode } from 'react';
import { Route, Routes } from '@meridian/shared/routing';
import { SWRConfig } from 'swr';
import { createSwrCache, type SwrCache } from '@meridian/shared/data';
import { LocationProbe, renderWithProviders, signInAs } from '@meridian/shared/testing';
import { useSessionStore } from '@meridian/shared/auth';
import PipelineRoutes from '../exposes/routes';

/**
 * A cache of its own per render: the app-wide one would leak answers (and dedupes) across tests.
 * Signed in as the organisation's owner unless a test signed in otherwise (signInAs).
 */
export function renderPipeline(route = '/pipeline', extra?: ReactNode, cache: SwrCache = createSwrCache()) {
  if (!useSessionStore.getState().user) signInAs('owner');
  return renderWithProviders(
    <SWRConfig value={{ provider: () => cache }}>
      <Routes>
        <Route path="/pipeline/*" element={<PipelineRoutes />} />
      </Routes>
      <LocationProbe />
      {extra}
    </SWRConfig>,
    { route },
  );
}
