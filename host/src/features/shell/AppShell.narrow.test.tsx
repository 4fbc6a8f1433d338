import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@meridian/shared/config';
import { setSession, useSessionStore, initialSessionState } from '@meridian/shared/auth';
import { mockJsonFetch, mockMatchMedia, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { AppShell } from './AppShell';

const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.y`;
const nav = () => screen.queryByRole('complementary', { name: 'Main navigation' });

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  useSessionStore.setState({ ...initialSessionState });
  setSession(
    { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' },
    { accessToken: token, refreshToken: 'r', expiresAt: 0 },
  );
  mockJsonFetch({});
});

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; remove the mock for the other tests.
  delete window.matchMedia;
});

function renderNarrowShell() {
  const media = mockMatchMedia(true);
  const view = renderShell(
    <AppShell>
      <p>page</p>
    </AppShell>,
    { route: '/contacts' },
  );
  return { ...view, media };
}

it('is closed by default on a narrow screen and opens from the top bar, focus inside (M1)', async () => {
  renderNarrowShell();
  expect(nav()).not.toBeInTheDocument();
  const menuButton = screen.getByRole('button', { name: 'Open navigation' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menuButton);
  expect(nav()).toBeInTheDocument();
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(nav()).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('link', { name: 'Companies' })).toBeVisible();
});

it('closes on Escape and gives focus back to the menu button', async () => {
  renderNarrowShell();
  const menuButton = screen.getByRole('button', { name: 'Open navigation' });
  await userEvent.click(menuButton);
  await userEvent.keyboard('{Escape}');
  expect(nav()).not.toBeInTheDocument();
  await waitFor(() => expect(menuButton).toHaveFocus());
});

it('closes on a tap outside and on the Close button', async () => {
  renderNarrowShell();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.click(screen.getByTestId('sidebar-backdrop'));
  expect(nav()).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
  expect(nav()).not.toBeInTheDocument();
});

it('closes on navigation', async () => {
  renderNarrowShell();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.click(screen.getByRole('link', { name: 'Companies' }));
  expect(nav()).not.toBeInTheDocument();
});

it('keeps Tab inside the open drawer', async () => {
  renderNarrowShell();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  for (let i = 0; i < 8; i += 1) {
    await userEvent.tab();
    expect(nav()).toContainElement(document.activeElement as HTMLElement);
  }
});

it('does not touch the remembered desktop state, and docks again when the screen widens', async () => {
  const { media } = renderNarrowShell();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
  expect(localStorage.getItem('meridian:sidebar-open')).toBeNull();
  act(() => media.setMatches(false));
  expect(await screen.findByRole('complementary', { name: 'Main navigation' })).toHaveAttribute('data-open', 'true');
  expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
});
