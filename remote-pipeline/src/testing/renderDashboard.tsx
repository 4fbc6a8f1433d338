// Test-only: the dashboard mounted the way the shell mounts it (/dashboard/*), beside the board.
import { Route, Routes } from '@meridian/shared/routing';
import { SWRConfig } from 'swr';
import { createSwrCache, type SwrCache } from '@meridian/shared/data';
import { LocationProbe, renderWithProviders, signInAs } from '@meridian/shared/testing';
import { useSessionStore } from '@meridian/shared/auth';
import DashboardRoutes from '../exposes/dashboard';

/** jsdom lays nothing out: Recharts' container asks a ResizeObserver for its size. */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600, height: 260 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

export function renderDashboard(route = '/dashboard', cache: SwrCache = createSwrCache()) {
  globalThis.ResizeObserver ??= FixedSizeObserver as unknown as typeof ResizeObserver;
  if (!useSessionStore.getState().user) signInAs('owner');
  return renderWithProviders(
    <SWRConfig value={{ provider: () => cache }}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardRoutes />} />
        <Route path="/pipeline/*" element={<h1>board</h1>} />
        <Route path="/contacts" element={<h1>contacts</h1>} />
      </Routes>
      <LocationProbe />
    </SWRConfig>,
    { route },
  );
}
