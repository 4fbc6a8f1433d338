import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@meridian/shared/config';
import { setSession, useSessionStore, initialSessionState } from '@meridian/shared/auth';
import { mockJsonFetch } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { AppShell } from './AppShell';

const config = {
  apiUrl: 'http://api.test',
  signInUrl: 'http://signin.test',
  signInName: 'Meridian Accounts',
  serviceId: 'meridian-web',
  remotes: { contacts: '', companies: '', pipeline: '', importer: '', activities: '' },
};
const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.y`;

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(config);
  useSessionStore.setState({ ...initialSessionState });
  setSession(
    { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' },
    { accessToken: token, refreshToken: 'r', expiresAt: 0 },
  );
  mockJsonFetch({});
});

function renderAppShell() {
  return renderShell(
    <AppShell>
      <p>page</p>
    </AppShell>,
    { route: '/contacts' },
  );
}

it('shows the three sections, open by default', () => {
  renderAppShell();
  const nav = screen.getByRole('complementary', { name: 'Main navigation' });
  expect(nav).toHaveAttribute('data-open', 'true');
  expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts');
  expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
  expect(screen.getByRole('link', { name: 'Sales Pipeline' })).toHaveAttribute('href', '/pipeline');
  expect(screen.getByRole('link', { name: 'Contacts' })).toHaveClass('active');
});

it('collapses and remembers it', async () => {
  const { unmount } = renderAppShell();
  await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(screen.getByRole('complementary', { name: 'Main navigation' })).toHaveAttribute('data-open', 'false');
  expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('title', 'Companies');
  unmount();
  renderAppShell();
  expect(screen.getByRole('complementary', { name: 'Main navigation' })).toHaveAttribute('data-open', 'false');
});

it('opens the user menu and closes it on an outside click or Escape', async () => {
  renderAppShell();
  await userEvent.click(screen.getByRole('button', { name: /Dana Demo/ }));
  const menu = screen.getByRole('menu', { name: 'User menu' });
  expect(menu).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await userEvent.click(screen.getByText('page'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Dana Demo/ }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('signs out from the menu', async () => {
  renderAppShell();
  await userEvent.click(screen.getByRole('button', { name: /Dana Demo/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  expect(useSessionStore.getState().status).toBe('signedOut');
  expect(localStorage.getItem('meridian:tokens')).toBeNull();
});

it('works as a menu button from the keyboard (m8)', async () => {
  renderAppShell();
  const trigger = screen.getByRole('button', { name: /Dana Demo/ });
  await userEvent.click(trigger);
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
