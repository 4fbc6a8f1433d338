import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@meridian/shared/routing';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { renderShell } from '../test/renderShell';
import { AppRoutes } from './AppRoutes';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

beforeEach(() => {
  useSessionStore.setState({
    ...initialSessionState,
    status: 'authenticated',
    user: { id: 'u', name: 'D', email: 'd@x.test', orgSlug: 'acme', role: 'owner' },
  });
  provideRemoteLoader(async <T,>(id: string) => ({ default: () => <h1>remote {id}</h1> }) as T);
});

function renderAt(route: string) {
  return renderShell(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

it.each([
  ['/contacts', 'remote contacts/routes'],
  ['/contacts/abc', 'remote contacts/routes'],
  ['/companies/42', 'remote companies/routes'],
  ['/pipeline', 'remote pipeline/routes'],
  ['/pipeline/p1', 'remote pipeline/routes'],
  ['/import', 'remote importer/routes'],
  ['/my-work', 'remote activities/routes'],
  ['/dashboard', 'remote pipeline/dashboard'],
])('mounts %s from its remote', async (route, heading) => {
  renderAt(route);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

it.each(['/', '/nowhere', '/contactsx'])('redirects %s to /contacts', async (route) => {
  renderAt(route);
  expect(await screen.findByLabelText('path')).toHaveTextContent('/contacts');
});

it.each([
  ['/settings', 'Settings'],
  ['/profile', 'Profile Settings'],
])('renders the shell page %s (fetched on first visit)', async (route, heading) => {
  renderAt(route);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});
