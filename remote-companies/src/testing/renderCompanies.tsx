// Renders the companies routes the way the shell mounts them, inside the shell's providers.
import { Route, Routes } from '@meridian/shared/routing';
import type { Permissions } from '@meridian/shared/app';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { LocationProbe, makeTokens, type mockApi, renderWithProviders, USER } from '@meridian/shared/testing';
import CompaniesRoutes from '../exposes/routes';

/**
 * The LocationProbe shows only once the app has navigated outside the companies section. Signed in
 * as the organisation's owner (USER) unless the test signed in already (`signInAs`), as the shell
 * always is.
 */
export function renderCompanies(route = '/companies') {
  if (!useSessionStore.getState().user) setSession(USER, makeTokens());
  return renderWithProviders(
    <Routes>
      <Route path="/companies/*" element={<CompaniesRoutes />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

type Role = Permissions['role'];
type RecordAccess = Permissions['recordAccess'];

/**
 * Signs in as USER (id 'u1') with `role`, and answers GET /me with that role and the
 * organisation's record access rule, as the API would. Call after `mockApi`.
 */
export function signInAs(api: ReturnType<typeof mockApi>, role: Role, recordAccess: RecordAccess = 'everyone_edits'): void {
  setSession({ ...USER, role }, makeTokens());
  api.on('GET /me', { body: { user: { ...USER, role }, access: { role, record_access: recordAccess } } });
}

/** Signed out again, for the next test. */
export function signOut(): void {
  useSessionStore.setState({ ...initialSessionState });
}

/**
 * jsdom lays nothing out: give every element a size so the table's virtualised rows have a
 * viewport (1200 × 800 px). Returns the undo.
 */
export function installLayout(width = 1200, height = 800): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight'].map((p) => [p, Object.getOwnPropertyDescriptor(proto, p)] as const);
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => saved.forEach(([p, d]) => (d ? Object.defineProperty(proto, p, d) : delete (proto as never)[p]));
}
