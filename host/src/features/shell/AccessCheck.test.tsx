import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionGate } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import { makeTokens } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { SAM, signInAs } from '../../test/team';
import { AppShell } from './AppShell';
import { ACCESS_CHECK_MS } from './useAccessCheck';

const REVOKED = { status: 401, body: { error: 'Your access to this organisation changed. Please sign in again.', code: 'token_revoked' } };
const me = (role: string) => ({ body: { user: { ...SAM, orgSlug: 'acme', role }, access: { role, record_access: 'everyone_edits' } } });

function renderApp() {
  return renderShell(
    <SessionGate>
      <AppShell>
        <p>page</p>
      </AppShell>
    </SessionGate>,
    { route: '/contacts' },
  );
}

/** Lets SWR's interval fire and the answers it starts arrive. */
async function waitOneCheck() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ACCESS_CHECK_MS);
  });
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('asks /me again every 20 s (within the 30 s bound) and shows a new role without a reload', async () => {
  let role = 'admin';
  const api = signInAs('admin', SAM, { 'GET /me': () => me(role) });
  renderApp();
  expect(await screen.findByText('Admin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
  role = 'readonly';
  await waitOneCheck();
  expect(screen.getByText('Read-only')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /me').length).toBeGreaterThanOrEqual(2);
  expect(ACCESS_CHECK_MS).toBeLessThanOrEqual(20_000);
});

it('asks /me again when the tab regains focus', async () => {
  const api = signInAs('member', SAM, { 'GET /me': me('member') });
  renderApp();
  expect(await screen.findByText('Member')).toBeInTheDocument();
  const before = api.callsTo('GET /me').length;
  // SWR lets focus revalidate once per 5 s.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(6000);
  });
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    // SWR answers the event on a timer of its own.
    await jest.advanceTimersByTimeAsync(10);
  });
  expect(api.callsTo('GET /me').length).toBeGreaterThan(before);
});

it('refreshes a revoked token once and carries on with the new role', async () => {
  let revoked = false;
  const api = signInAs('member', SAM, {
    // The API answers the role of the token's latest refresh.
    'GET /me': () => (revoked ? REVOKED : me(useSessionStore.getState().user!.role)),
    'POST /refresh': () => {
      revoked = false;
      return { body: { data: { tokens: makeTokens(), user: { ...SAM, orgSlug: 'acme', role: 'readonly' } } } };
    },
  });
  renderApp();
  expect(await screen.findByText('Member')).toBeInTheDocument();
  revoked = true;
  await waitOneCheck();
  expect(api.callsTo('POST /refresh')).toHaveLength(1);
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { role: 'readonly' } });
  expect(screen.getByText('Read-only')).toBeInTheDocument();
});

it("signs out a removed member's idle tab at the next check, saying their access changed", async () => {
  let removed = false;
  signInAs('member', SAM, { 'GET /me': () => (removed ? REVOKED : me('member')), 'POST /refresh': { status: 401, body: { error: 'Token refresh failed' } } });
  renderApp();
  expect(await screen.findByText('page')).toBeInTheDocument();
  removed = true;
  await waitOneCheck();
  expect(useSessionStore.getState().status).toBe('signedOut');
  expect(screen.queryByText('page')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Your access to this organisation changed. Please sign in again.');
});

it('shows the role in the user menu', async () => {
  jest.useRealTimers();
  signInAs('owner');
  renderApp();
  const trigger = await screen.findByRole('button', { name: /Dana Demo/ });
  expect(await within(trigger).findByText('Owner')).toBeInTheDocument();
  await userEvent.click(trigger);
  expect(screen.getByRole('menu', { name: 'User menu' })).toBeInTheDocument();
});

it.each([
  ['owner', true],
  ['admin', true],
  ['member', false],
  ['readonly', false],
] as const)('lists Import in the sidebar for a %s: %s (the API lets only admins import)', async (role, shown) => {
  jest.useRealTimers();
  signInAs(role, SAM, { 'GET /me': me(role) });
  renderApp();
  expect(await screen.findByRole('link', { name: 'Contacts' })).toBeInTheDocument();
  await screen.findByText(role === 'readonly' ? 'Read-only' : role[0].toUpperCase() + role.slice(1));
  expect(Boolean(screen.queryByRole('link', { name: 'Import' }))).toBe(shown);
});
