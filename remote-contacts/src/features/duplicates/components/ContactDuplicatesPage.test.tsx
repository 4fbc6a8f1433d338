// /contacts/duplicates: the groups as cards, their states, paging, and who sees "Merge…".
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { deferred, mockApi, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { contactDuplicatesPage, makeContact, MEMBERS, phoneGroup } from '../../../testing/fixtures';
import { renderContacts, resetAppState, signInAs } from '../../../testing/renderContacts';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const emailGroup = () =>
  phoneGroup({
    reason: 'email',
    key: 'chloe@fabrikam.example',
    size: 3,
    contacts: [
      makeContact({ id: 'c1', first: 'Chloe', last: 'Dubois', email: 'Chloe@Fabrikam.example' }),
      makeContact({ id: 'c2', first: 'Chloé', last: 'Dubois', email: 'chloe@fabrikam.example' }),
    ],
  });

function setUp(groups = [phoneGroup(), emailGroup()], pagination = {}) {
  return mockApi({
    'GET /contacts/duplicates': { body: contactDuplicatesPage(groups, pagination) },
    'GET /members': { body: { members: MEMBERS } },
  });
}

/** The value beside a <dt> label, in each record of a card. */
const facts = (card: HTMLElement, label: string) =>
  Array.from(card.querySelectorAll('dt'))
    .filter((dt) => dt.textContent === label)
    .map((dt) => dt.nextElementSibling?.textContent);

it('shows each group as a card: why, what is shared, how many, the records side by side with a link to each', async () => {
  const api = setUp();
  renderContacts('/contacts/duplicates');
  expect(await screen.findByRole('heading', { name: 'Duplicate contacts', level: 1 })).toBeInTheDocument();
  const phone = await screen.findByRole('region', { name: 'Same phone +1 555 0100' });
  expect(within(phone).getByText('2 contacts')).toBeInTheDocument();
  const links = within(phone).getAllByRole('link', { name: 'Ada Lovelace' });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contacts/p1', '/contacts/p2']);
  expect(facts(phone, 'Email')).toEqual(['ada@example.com', 'ada.lovelace@engines.example']);
  expect(facts(phone, 'Company')).toEqual(['-', 'Analytical Engines Ltd']);
  await waitFor(() => expect(facts(phone, 'Owner')).toEqual(['Ann Archer', 'Bob Baker']));
  expect(facts(phone, 'Added')).toEqual(['Jan 5, 2024', 'Mar 1, 2024']);

  // A group that lists fewer records than share its key says so.
  const email = screen.getByRole('region', { name: 'Same email Chloe@Fabrikam.example' });
  expect(within(email).getByText('2 of 3 contacts shown')).toBeInTheDocument();
  expect(screen.getByText('2 groups')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts/duplicates')[0].query).toEqual({ page: '1', limit: '20' });
});

it('a group of the same name at one company says both', async () => {
  setUp([{ reason: 'name', key: 'ada lovelace @ analytical engines', size: 2, contacts: [makeContact({ id: 'p1' }), makeContact({ id: 'p2', email: null })] }]);
  renderContacts('/contacts/duplicates');
  expect(await screen.findByRole('region', { name: 'Same name and company Ada Lovelace at Analytical Engines Ltd' })).toBeInTheDocument();
});

it('shows the loading shape first, then the groups', async () => {
  const held = deferred({ body: contactDuplicatesPage([phoneGroup()]) });
  mockApi({ 'GET /contacts/duplicates': held.route, 'GET /members': { body: { members: MEMBERS } } });
  renderContacts('/contacts/duplicates');
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  act(() => held.release());
  expect(await screen.findByRole('region', { name: /^Same phone/ })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('without duplicates: "No duplicates found" and what was compared', async () => {
  setUp([]);
  renderContacts('/contacts/duplicates');
  expect(await screen.findByRole('heading', { name: 'No duplicates found' })).toBeInTheDocument();
  expect(screen.getByText('No two contacts share an email, a phone number, or a name at the same company.')).toBeInTheDocument();
});

it('a failed load shows the error with Retry, which asks again', async () => {
  const api = mockApi({ 'GET /contacts/duplicates': { status: 500, body: { error: 'Internal' } }, 'GET /members': { body: { members: MEMBERS } } });
  renderContacts('/contacts/duplicates');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load duplicate contacts');
  api.on('GET /contacts/duplicates', { body: contactDuplicatesPage([phoneGroup()]) });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: /^Same phone/ })).toBeInTheDocument();
});

it('"Load more" asks for the next page and adds its groups', async () => {
  const api = setUp([phoneGroup()], { pages: 2, totalCount: 2 });
  api.on('GET /contacts/duplicates', (call) =>
    call.query.page === '2'
      ? { body: contactDuplicatesPage([emailGroup()], { page: 2, pages: 2, totalCount: 2 }) }
      : { body: contactDuplicatesPage([phoneGroup()], { page: 1, pages: 2, totalCount: 2 }) },
  );
  renderContacts('/contacts/duplicates');
  await screen.findByRole('region', { name: /^Same phone/ });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('region', { name: /^Same email/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /contacts/duplicates').map((call) => call.query.page)).toEqual(['1', '2']);
});

it('"Merge…" is for those who may change every contact of the group; a read-only user only looks', async () => {
  const owner = setUp([phoneGroup()]);
  signInAs(owner, 'member');
  const { unmount } = renderContacts('/contacts/duplicates');
  const group = await screen.findByRole('region', { name: /^Same phone/ });
  expect(within(group).getByRole('button', { name: 'Merge…' })).toHaveAccessibleDescription('Same phone +1 555 0100');
  unmount();

  resetAppState();
  const api = setUp([phoneGroup()]);
  signInAs(api, 'readonly');
  renderContacts('/contacts/duplicates');
  await screen.findByRole('region', { name: /^Same phone/ });
  await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();

  resetAppState();
  const own = setUp([phoneGroup()]);
  // Under owners_only a member owns p1's owner (u3) but not p2's (u4): no merge.
  signInAs(own, 'member', 'owners_only');
  renderContacts('/contacts/duplicates');
  await screen.findAllByRole('region', { name: /^Same phone/ });
  await waitFor(() => expect(own.callsTo('GET /me')).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
});

it('the contacts page leads to it with "Find duplicates"', async () => {
  mockApi({
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0, page: 1, limit: 50, pages: 0 } } },
    'GET /contacts/duplicates': { body: contactDuplicatesPage([phoneGroup()]) },
    'GET /members': { body: { members: MEMBERS } },
  });
  renderContacts('/contacts');
  await userEvent.click(await screen.findByRole('button', { name: 'Find duplicates' }));
  expect(await screen.findByRole('heading', { name: 'Duplicate contacts', level: 1 })).toBeInTheDocument();
});

it('takes the groups and members the shell started early, without asking again (shared firstScreens.ts)', async () => {
  const api = setUp([phoneGroup()]);
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const first = firstScreenOf('/contacts/duplicates')!;
  expect(first.module).toBe('contacts/routes');
  startFirstRequests(first.requests);
  renderContacts('/contacts/duplicates');
  const group = await screen.findByRole('region', { name: /^Same phone/ });
  await waitFor(() => expect(facts(group, 'Owner')).toEqual(['Ann Archer', 'Bob Baker']));
  // Once: not also as a contact's detail page (GET /contacts/{id} with the id "duplicates").
  expect(api.callsTo('GET /contacts/duplicates')).toHaveLength(1);
  expect(api.callsTo('GET /members')).toHaveLength(1);
});
