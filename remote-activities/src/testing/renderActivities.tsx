// Renders the activities routes the way the shell mounts them, inside the shell's providers.
import { Route, Routes } from '@meridian/shared/routing';
import { setSession, useSessionStore } from '@meridian/shared/auth';
import { LocationProbe, makeTokens, renderWithProviders, USER } from '@meridian/shared/testing';
import ActivitiesRoutes from '../exposes/routes';

/** Signed in as USER (the owner) unless the test signed in already (`signInAs`), as the shell always is. */
export function renderMyWork(route = '/my-work') {
  if (!useSessionStore.getState().user) setSession(USER, makeTokens());
  return renderWithProviders(
    <Routes>
      <Route path="/my-work/*" element={<ActivitiesRoutes />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}
