// Past 10,000 matches the API stops counting (pagination.totalCountCapped): the page says
// '10,000+' in its count, in 'Select all … matching' and in the question before deleting, and
// keeps loading pages while they come full (the count no longer says where the end is).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { installPointerEvent, renderContacts, renderInApp, setUpContactsPage } from '../../../testing/renderContacts';
import { useContactsInfinite } from '../hooks/useContactsInfinite';

beforeAll(installPointerEvent);
setUpContactsPage();

const capped = (page: number, count = 3) => ({
  body: {
    ...contactList(makeContacts(count, (page - 1) * 50 + 1), 10_000, page),
    pagination: { totalCount: 10_000, totalCountCapped: true, page, limit: 50, pages: 200 },
  },
});

it("shows '10,000+ contacts' and offers 'Select all 10,000+ matching'", async () => {
  mockApi({ 'GET /contacts': capped(1) });
  renderContacts();
  expect(await screen.findByText('10,000+ contacts')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Select all 10,000+ matching' }));
  expect(screen.getByText('All 10,000+ matching contacts selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete 10,000+ contacts? You can undo this right after.');
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
});

function List() {
  const { contacts, hasMore, loadMore } = useContactsInfinite({ search: 'acme' });
  return (
    <>
      <p>{contacts ? `${contacts.length} loaded` : 'loading'}</p>
      <p>{hasMore ? 'has more' : 'at the end'}</p>
      <button onClick={loadMore}>load more</button>
    </>
  );
}

it('loads further pages while the count is capped, though as many as it says are loaded', async () => {
  // A full page whose count is capped at what is loaded: there are more.
  const first = capped(1, 50);
  first.body.pagination.totalCount = 50;
  const api = mockApi({ 'GET /contacts': first });
  renderInApp(<List />);
  expect(await screen.findByText('50 loaded')).toBeInTheDocument();
  expect(screen.getByText('has more')).toBeInTheDocument();
  api.on('GET /contacts', { body: contactList(makeContacts(10, 51), 60, 2) });
  await act(async () => screen.getByRole('button', { name: 'load more' }).click());
  expect(await screen.findByText('60 loaded')).toBeInTheDocument();
  expect(screen.getByText('at the end')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts').map((c) => c.query.page)).toEqual(['1', '2']);
});
