// The shell starts the list's first page while this remote loads (shared firstScreens.ts): the
// list must ask for the same key, so the page is fetched once.
import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { mockApi, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

it.each(['/contacts', '/contacts?company_id=co1&company_name=Acme'])('%s: the early first page is taken, not fetched again', async (route) => {
  const api = mockApi({
    'GET /contacts': { body: contactList(makeContacts(3), 3) },
    'GET /views': { body: { views: [], default_view_id: 'all' } },
  });
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const [pathname, search] = route.split('?');
  startFirstRequests(firstScreenOf(pathname, search)!.requests);
  renderContacts(route);
  expect(await screen.findByText('Showing 3 of 3 contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
  expect(api.callsTo('GET /views')).toHaveLength(1);
});
