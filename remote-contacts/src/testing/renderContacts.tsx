// Renders the contacts routes the way the shell mounts them, inside the shell's providers.
import type { ReactElement } from 'react';
import { Route, Routes } from '@meridian/shared/routing';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import type { Permissions } from '@meridian/shared/app';
import { LocationProbe, makeTokens, type mockApi, renderWithProviders, resetAppState as resetSharedState, USER } from '@meridian/shared/testing';
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

/**
 * Every test starts with an empty cache, no toasts, no open confirmation, no companies remote, and
 * signed in as the organisation's owner (USER), as the shell always is (`signInAs` for other roles).
 */
export function resetAppState(): void {
  resetSharedState();
  useSessionStore.setState({ ...initialSessionState });
  setSession(USER, makeTokens());
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

type Role = Permissions['role'];
type RecordAccess = Permissions['recordAccess'];

/**
 * Signs in as USER (id 'u1') with `role`, and answers GET /me with that role and the
 * organisation's record access rule, as the API would. Call after `mockApi`.
 */
export function signInAs(api: ReturnType<typeof mockApi>, role: Role, recordAccess: RecordAccess = 'everyone_edits'): void {
  useSessionStore.setState({ ...initialSessionState });
  setSession({ ...USER, role }, makeTokens());
  api.on('GET /me', { body: { user: { ...USER, role }, access: { role, record_access: recordAccess } } });
}
