import { act, screen, waitFor } from '@testing-library/react';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

// On a 5xx the page must show its error state after the first failure, not after the retries.
let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreLayout();
  jest.restoreAllMocks();
});

it('shows the error state after the first 5xx, keeps it while SWR retries, and shows the contacts once a retry succeeds', async () => {
  const api = mockApi({ 'GET /contacts': { status: 503, body: { error: 'Service unavailable' } } });
  renderContacts();
  expect(await screen.findByText('Error loading contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
  expect(screen.queryByText('Loading contacts...')).not.toBeInTheDocument();

  // The first retry (1 s later) is held in flight: the error stays, 'Loading contacts...' does not come back.
  const retry = deferred({ body: contactList(makeContacts(2)) });
  api.on('GET /contacts', retry.route);
  await waitFor(() => expect(api.callsTo('GET /contacts')).toHaveLength(2), { timeout: 3000 });
  expect(screen.getByText('Error loading contacts')).toBeInTheDocument();
  expect(screen.queryByText('Loading contacts...')).not.toBeInTheDocument();

  act(() => retry.release());
  expect(await screen.findByRole('listitem', { name: 'Person 0001' })).toBeInTheDocument();
  expect(screen.queryByText('Error loading contacts')).not.toBeInTheDocument();
});
