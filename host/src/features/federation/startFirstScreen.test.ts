import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { setRuntimeConfig } from '@meridian/shared/config';
import { swrCache } from '@meridian/shared/data';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { jsonResponse, makeTokens, TEST_RUNTIME_CONFIG, USER } from '@meridian/shared/testing';
import { waitFor } from '@testing-library/react';
import { startFirstScreen } from './startFirstScreen';

const loaded: string[] = [];
let fetched: string[] = [];

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  swrCache.clear();
  loaded.length = 0;
  fetched = [];
  provideRemoteLoader(async <T>(id: string) => {
    loaded.push(id);
    return { default: () => null } as T;
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    fetched.push(new URL(String(input)).pathname);
    return jsonResponse(200, { contacts: [], pagination: {} });
  }) as typeof fetch;
});

const signedIn = { status: 'authenticated' as const, user: USER, tokens: makeTokens() };

// The session is checked once per page: the first test starts it (a stored session), the second
// drives the store by hand.
it("loads the section's remote and its first page at once when the stored session has a token", async () => {
  setSession(USER, makeTokens());
  useSessionStore.setState({ ...initialSessionState, status: 'loading' });
  startFirstScreen({ pathname: '/contacts', search: '' });
  expect(useSessionStore.getState().status).toBe('authenticated');
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual(['contacts/routes']);
  // The list's first page and its saved views, side by side (the list waits for the views).
  expect(fetched).toEqual(['/contacts', '/views']);
  expect(swrCache.takeEarly(['contacts', { sort_by: 'name', sort_order: 'asc', page: 1, limit: 50 }])).toBeDefined();
});

it('waits for the session, and asks for no data when the visitor turns out to be signed out', async () => {
  useSessionStore.setState({ ...initialSessionState, status: 'loading' });
  startFirstScreen({ pathname: '/companies', search: '' });
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual(['companies/routes']);
  useSessionStore.setState({ status: 'signedOut' });
  useSessionStore.setState(signedIn);
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual(['companies/routes']);
  expect(fetched).toEqual([]);
});

it("on a contact's page, starts the contact, its notes, files, history and the members at once; for a contact in a pipeline, its entries (status) and the deal editor", async () => {
  useSessionStore.setState(signedIn);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    fetched.push(path);
    return jsonResponse(200, path === '/contacts/c1' ? { id: 'c1', stage_id: 's1' } : {});
  }) as typeof fetch;
  startFirstScreen({ pathname: '/contacts/c1', search: '' });
  await new Promise((r) => setTimeout(r, 0));
  expect(fetched.slice(0, 5).sort()).toEqual(['/contacts/c1', '/contacts/c1/attachments', '/contacts/c1/notes', '/members', '/pipeline/c1/history']);
  await waitFor(() => expect(fetched).toContain('/pipeline/c1/status'));
  expect(loaded).toEqual(['contacts/routes', 'pipeline/DealEditor']);
});
