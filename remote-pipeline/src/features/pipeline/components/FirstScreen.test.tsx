// The shell starts the board's first requests while this remote loads (shared firstScreens.ts):
// the page's hooks must ask for the same keys, so nothing is fetched twice.
import { screen } from '@testing-library/react';
import { createSwrCache } from '@meridian/shared/data';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { setRuntimeConfig } from '@meridian/shared/config';
import { mockApi, resetAppState, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { makeBoard, PIPELINES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

it.each([
  ['/pipeline', 'Default Sales Pipeline', 'p2'],
  ['/pipeline/p1', 'Enterprise', 'p1'],
])('%s: the early requests of the pipelines and the shown board are taken, not sent again', async (route, name, id) => {
  const api = mockApi({
    'GET /pipeline': { body: { pipelines: PIPELINES } },
    'GET /pipeline/:id/board': ({ path }) => ({ body: makeBoard(PIPELINES.find((p) => path.includes(`/${p.id}/`))) }),
  });
  const cache = createSwrCache();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  startFirstRequests(firstScreenOf(route)!.requests, cache);
  renderPipeline(route, null, cache);
  expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline')).toHaveLength(1);
  expect(api.callsTo('GET /pipeline/:id/board').map((c) => [c.path, c.query.limit])).toEqual([[`/pipeline/${id}/board`, '50']]);
});
