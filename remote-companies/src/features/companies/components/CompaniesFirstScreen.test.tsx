// The shell starts the list's first page while this remote loads (shared firstScreens.ts): the
// page must ask for the same key, so it is fetched once.
import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { mockApi, resetAppState, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { companyList, makeCompanies } from '../../../testing/fixtures';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

it('the early first page is taken, not fetched again', async () => {
  const api = mockApi({ 'GET /companies': { body: companyList(makeCompanies(3)) }, 'GET /views': { body: { views: [], default_view_id: 'all' } } });
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  startFirstRequests(firstScreenOf('/companies')!.requests);
  renderCompanies();
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  expect(api.callsTo('GET /companies')).toHaveLength(1);
  expect(api.callsTo('GET /views')).toHaveLength(1);
});
