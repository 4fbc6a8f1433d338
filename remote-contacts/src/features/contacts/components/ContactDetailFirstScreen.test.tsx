// A contact's detail page opened cold: the shell starts its data while this remote loads (shared
// firstScreens.ts). The page must ask for exactly those keys, so each is fetched once and nothing
// the shell started is left unused.
import { screen, waitFor } from '@testing-library/react';
import { keys } from '@meridian/shared/api';
import { setRuntimeConfig } from '@meridian/shared/config';
import { swrCache } from '@meridian/shared/data';
import { firstScreenOf, provideRemoteLoader, startFirstRequests } from '@meridian/shared/federation';
import { mockApi, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { makeContact, makeNotes } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

const IN_PIPELINE = makeContact({ stage_id: 's2', stage_name: 'Qualified' });

function setup() {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const modules: string[] = [];
  provideRemoteLoader((async (id: string) => {
    modules.push(id);
    return { default: () => null };
  }) as never);
  return {
    modules,
    api: mockApi({
      'GET /contacts/:id': { body: IN_PIPELINE },
      'GET /contacts/:id/notes': { body: { notes: makeNotes(2) } },
      'GET /contacts/:id/attachments': { body: { attachments: [] } },
      'GET /pipeline/:id/history': { body: { history: [] } },
      'GET /pipeline/:id/status': { body: { inPipeline: true, stageId: 's1', stageName: 'Lead', stageColor: '#3b82f6', pipelineId: 'x', entries: [] } },
      'GET /members': { body: { members: [] } },
      'GET /contacts/:id/timeline': { body: { events: [], next_cursor: null } },
    }),
  };
}

const ROUTES = [
  ['/contacts/p1', 'Contact Information'],
  ['/contacts/p1?tab=notes', 'Notes'],
  ['/contacts/p1?tab=files', 'Files'],
  ['/contacts/p1?tab=activity', 'Activity'],
];

it.each(ROUTES)('%s: every early request is taken by the page, and nothing else is fetched', async (route, region) => {
  const { api } = setup();
  const [pathname, search = ''] = route.split('?');
  const requests = firstScreenOf(pathname, `?${search}`)!.requests;
  startFirstRequests(requests);
  renderContacts(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  await screen.findByRole('region', { name: region });
  await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(requests.length));
  // The pipeline remote's deal editor takes the entries' early request (keys.pipelineStatus, its
  // useEntries); the shell asks for /me itself (it re-checks the role), so it is no first request of this page.
  const pageCalls = api.calls.filter((call) => !call.path.endsWith('/status') && call.path !== '/me');
  expect(pageCalls.map((call) => call.path).sort()).toEqual(
    [...new Set(pageCalls.map((call) => call.path))].sort(), // each once
  );
  expect(pageCalls).toHaveLength(requests.length);
  for (const { key } of requests) expect(swrCache.takeEarly(key)).toBeUndefined();
});

it("starts a pipeline contact's deal and the pipeline remote's editor with the contact's answer, for the Overview only", async () => {
  const { api, modules } = setup();
  startFirstRequests(firstScreenOf('/contacts/p1')!.requests);
  await waitFor(() => expect(api.callsTo('GET /pipeline/:id/status')).toHaveLength(1));
  expect(swrCache.takeEarly(keys.pipelineStatus('p1'))).toBeDefined();
  expect(modules).toEqual(['pipeline/DealEditor']);

  swrCache.clear();
  startFirstRequests(firstScreenOf('/contacts/p1', '?tab=notes')!.requests);
  await waitFor(() => expect(api.callsTo('GET /contacts/:id/notes')).toHaveLength(2));
  expect(api.callsTo('GET /pipeline/:id/status')).toHaveLength(1);
});
