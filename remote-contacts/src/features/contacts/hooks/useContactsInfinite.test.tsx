import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { useContactsInfinite } from './useContactsInfinite';

beforeEach(resetAppState);

function List() {
  const { contacts } = useContactsInfinite({ search: 'ada' });
  return <p>{contacts ? `${contacts.length} contacts` : 'loading'}</p>;
}

/** The list, a way to leave it and come back, and another remote's save. */
function Screen() {
  const [shown, setShown] = useState(true);
  const revalidate = useRevalidate();
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      <button onClick={() => void revalidate(keysOf('contacts'))}>saved</button>
      {shown && <List />}
    </>
  );
}

const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());

async function shownThenLeft() {
  const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) } });
  renderInApp(<Screen />);
  expect(await screen.findByText('2 contacts')).toBeInTheDocument();
  await click('toggle');
  api.on('GET /contacts', { body: contactList(makeContacts(3)) });
  return api;
}

// docs/PRODUCT.md §9 "fresh 5 min" for the infinite list: its first page's key is the one its fetch marks.
it('shown again within 5 minutes: the cached pages, no request', async () => {
  const api = await shownThenLeft();
  await click('toggle');
  expect(screen.getByText('2 contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
});

// docs/PRODUCT.md §4 cache refresh from another remote while the list is not on screen.
it('revalidated while away: its pages are fetched again when it is shown', async () => {
  const api = await shownThenLeft();
  await click('saved');
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
  await click('toggle');
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts').map((c) => c.query)).toEqual([
    { search: 'ada', page: '1', limit: '50' },
    { search: 'ada', page: '1', limit: '50' },
  ]);
});
