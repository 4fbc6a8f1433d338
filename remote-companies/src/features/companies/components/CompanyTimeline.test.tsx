// The company's Activity tab as its timeline (GET /companies/:id/timeline): loading, empty,
// its own and its contacts' events newest first, 'Load more' along next_cursor, failures.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, resetAppState, type ApiCall, type Route } from '@meridian/shared/testing';
import { contactEvent, contactList, makeCompany, makeEvent, timelinePage } from '../../../testing/fixtures';
import { renderCompanies, signOut } from '../../../testing/renderCompanies';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const PAGE_1 = [
  contactEvent({
    id: 'e3',
    at: '2024-03-03T10:00:00Z',
    record_type: 'note',
    action: 'created',
    record_name: 'Called',
    changes: [{ field: 'body', from: null, to: 'Called' }],
  }),
  makeEvent({ id: 'e2', at: '2024-03-02T10:00:00Z' }),
];
const PAGE_2 = [makeEvent({ id: 'e1', at: '2024-03-01T10:00:00Z', action: 'created', changes: [] })];

const pages = (call: ApiCall) => ({ body: call.query.cursor === 'c2' ? timelinePage(PAGE_2) : timelinePage(PAGE_1, 'c2') });

async function openActivity(timeline: Route = pages) {
  const api = mockApi({
    'GET /companies/:id': { body: { company: makeCompany() } },
    'GET /contacts': { body: contactList([]) },
    'GET /members': { body: { members: [] } },
    'GET /companies/:id/timeline': timeline,
  });
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
  return api;
}

const items = () => screen.getAllByRole('listitem');
const titles = () => items().map((li) => li.querySelector('p')!.textContent);

it('shows a skeleton, then its own and its contacts’ events newest first, each with when', async () => {
  const held = deferred({ body: timelinePage(PAGE_1) });
  await openActivity(held.route);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  act(() => held.release());
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(titles()).toEqual(['Added a note to Ada Lovelace', 'Changed industry from Retail to Technology']);
  expect(within(items()[0]!).getByText(/^Mar 3, 2024.*by Sam Seller$/)).toBeInTheDocument();
  // A contact's event leads to that contact; the company's own has no such link.
  expect(within(items()[0]!).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute('href', '/contacts/p1');
  expect(within(items()[1]!).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByText('No recent activity for this company.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it("keeps 'No recent activity for this company.' for a company without events", async () => {
  await openActivity({ body: timelinePage([]) });
  expect(await screen.findByText('No recent activity for this company.')).toBeInTheDocument();
});

it("'Load more' fetches the next page by its cursor and adds it below", async () => {
  const api = await openActivity();
  await waitFor(() => expect(items()).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(items()).toHaveLength(3));
  expect(titles()[2]).toBe('Created the company');
  expect(api.callsTo('GET /companies/:id/timeline').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('says when the timeline cannot load, and Retry fetches it again', async () => {
  const api = await openActivity({ status: 500, body: { error: 'Database unavailable' } });
  expect(await screen.findByText('Failed to load activity')).toBeInTheDocument();
  api.on('GET /companies/:id/timeline', { body: timelinePage(PAGE_2) });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Created the company')).toBeInTheDocument();
});

it('keeps the events shown when a later page fails, and Retry asks again', async () => {
  let fail = true;
  await openActivity((call) => (call.query.cursor === 'c2' && fail ? { status: 500, body: { error: 'Database unavailable' } } : pages(call)));
  await waitFor(() => expect(items()).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Could not load more activity.')).toBeInTheDocument();
  expect(items()).toHaveLength(2);
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(items()).toHaveLength(3));
});
