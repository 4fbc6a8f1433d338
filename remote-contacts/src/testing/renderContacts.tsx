// Renders the contacts routes the way the shell mounts them, inside the shell's providers.
import type { ReactElement } from 'react';
import { Route, Routes } from '@meridian/shared/routing';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { LocationProbe, renderWithProviders, resetAppState as resetSharedState } from '@meridian/shared/testing';
import ContactsRoutes from '../exposes/routes';
import { resetPipelinePiece } from '../features/contacts/hooks/usePipelinePiece';

export { installPointerEvent } from '@meridian/shared/testing';

/** `extra` renders beside the routes (e.g. another remote's widget using the same cache). */
export function renderContacts(route = '/contacts', extra?: ReactElement) {
  return renderWithProviders(
    <>
      {extra}
      <Routes>
        <Route path="/contacts/*" element={<ContactsRoutes />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

/** Any element inside the shell's providers and a router. */
export function renderInApp(ui: ReactElement, route = '/') {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route },
  );
}

/** Every test starts with an empty cache, no toasts, no open confirmation and no companies remote. */
export function resetAppState(): void {
  resetSharedState();
  resetPipelinePiece();
  provideRemoteLoader(async (id) => {
    throw new Error(`${id}: the companies remote is not running in this test`);
  });
}

/**
 * jsdom lays nothing out: give every element a size so the virtualised list has a viewport
 * (1200 × 800 px: 4 grid columns, a few rows).
 */
export function installLayout(width = 1200, height = 800): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight'].map((p) => [p, Object.getOwnPropertyDescriptor(proto, p)] as const);
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => saved.forEach(([p, d]) => (d ? Object.defineProperty(proto, p, d) : delete (proto as never)[p]));
}

/**
 * The page tests' common hooks: a clean app state and a laid-out list before each test, a quiet
 * console, and everything put back after.
 */
export function setUpContactsPage(): void {
  let restoreLayout: () => void;
  beforeEach(() => {
    resetAppState();
    restoreLayout = installLayout();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreLayout();
    jest.restoreAllMocks();
  });
}
