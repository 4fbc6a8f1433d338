// The shell starts My Work's first requests while this remote loads (shared firstScreens.ts): the
// page must ask for the same keys, so each is fetched once.
import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { meReply, mockApi, resetAppState, signInAs, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { activityPage, counts, makeActivity, MEMBERS, TYPES } from '../../../testing/fixtures';
import { renderMyWork } from '../../../testing/renderActivities';

beforeEach(() => {
  resetAppState();
  signInAs('owner');
});

it('the early requests are taken, not fetched again', async () => {
  const api = mockApi({
    'GET /me': meReply('owner'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /activities/counts': { body: counts({ today: 1 }) },
    'GET /activities': (call) => ({ body: activityPage(call.query.section === 'today' ? [makeActivity({ subject: 'Early bird' })] : []) }),
  });
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  startFirstRequests(firstScreenOf('/my-work')!.requests);
  // Whose work is the member's, known from GET /me: the lists start once it has answered (in the
  // shell, while the remote's code is still on its way).
  await waitFor(() => expect(api.callsTo('GET /activities')).toHaveLength(4));
  renderMyWork();
  expect(await screen.findByText('Early bird')).toBeInTheDocument();
  expect(await screen.findByText('Nothing done yet.')).toBeInTheDocument();
  expect(api.callsTo('GET /activities')).toHaveLength(4);
  expect(api.callsTo('GET /activities/counts')).toHaveLength(1);
  expect(api.callsTo('GET /activity-types')).toHaveLength(1);
  expect(api.callsTo('GET /members')).toHaveLength(1);
});
