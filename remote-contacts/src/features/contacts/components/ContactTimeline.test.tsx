// The Activity tab as the contact's timeline (GET /contacts/:id/timeline): loading, empty,
// newest first, 'Load more' along next_cursor, and failures of the first and of a later page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, type ApiCall } from '@meridian/shared/testing';
import { makeContact, makeEvent, MEMBERS, timelinePage } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

const PAGE_1 = [
  makeEvent({ id: 'e3', at: '2024-03-03T10:00:00Z', actor: { id: 'u1', name: 'Dana Demo' }, record_type: 'note', action: 'created', changes: [] }),
  makeEvent({ id: 'e2', at: '2024-03-02T10:00:00Z', changes: [{ field: 'owner_id', from: 'u3', to: 'u4' }] }),
];
const PAGE_2 = [makeEvent({ id: 'e1', at: '2024-03-01T10:00:00Z', action: 'created', changes: [] })];

function pages(call: ApiCall) {
  return { body: call.query.cursor === 'c2' ? timelinePage(PAGE_2) : timelinePage(PAGE_1, 'c2') };
}

function setup(timeline: Parameters<ReturnType<typeof mockApi>['on']>[1] = pages) {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /members': { body: { members: MEMBERS } },
    'GET /contacts/:id/timeline': timeline,
  });
  renderContacts('/contacts/p1?tab=activity');
  return api;
}

const region = () => screen.findByRole('region', { name: 'Activity' });
const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

it('shows a skeleton while the first page loads, then its events newest first with who and when', async () => {
  const held = deferred({ body: timelinePage(PAGE_1) });
  setup(held.route);
  const section = await region();
  expect(within(section).getByText('Loading...')).toBeInTheDocument();
  act(() => held.release());
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  expect(titles(section)).toEqual(['Added note', 'Changed owner from Ann Archer to Bob Baker']);
  expect(within(section).getByText(/^Mar 3, 2024.*by Dana Demo$/)).toBeInTheDocument();
  // The last page: no 'Load more'.
  expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it("says 'No activity history' for a contact without events", async () => {
  setup({ body: timelinePage([]) });
  const section = await region();
  expect(await within(section).findByText('No activity history')).toBeInTheDocument();
  expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
});

it("'Load more' fetches the next page by its cursor and adds it below", async () => {
  const api = setup();
  const section = await region();
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
  expect(titles(section)[2]).toBe('Created the contact');
  expect(api.callsTo('GET /contacts/:id/timeline').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
  expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('keeps the events shown when a later page fails, and Retry asks again', async () => {
  let fail = true;
  setup((call) => (call.query.cursor === 'c2' && fail ? { status: 500, body: { error: 'Database unavailable' } } : pages(call)));
  const section = await region();
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
  expect(await within(section).findByText('Could not load more activity.')).toBeInTheDocument();
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  fail = false;
  await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
  expect(within(section).queryByText('Could not load more activity.')).not.toBeInTheDocument();
});

it('a contact the caller may not see answers 404 like a missing one: the page says not found', async () => {
  const api = setup({ status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
  api.on('GET /contacts/:id', { status: 404, body: { error: 'Contact not found', code: 'contact_not_found' } });
  expect(await screen.findByText('Contact not found')).toBeInTheDocument();
});
