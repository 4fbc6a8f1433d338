// The activities remote's RecordActivities where a contact shows: first on its page (the next
// planned activity without scrolling), read-only for who may not change the contact, compact in the
// quick view (the contact's, or its deal's when a board card opened it), and a line with Retry
// when that remote is down while the rest of the page works.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type RecordActivitiesProps } from '@meridian/shared/federation';
import { mockApi } from '@meridian/shared/testing';
import ExposedContactPanel from '../../../exposes/ContactPanel';
import { makeContact, makeNotes, MEMBERS, timelinePage } from '../../../testing/fixtures';
import { renderContacts, renderInApp, setUpContactsPage, signInAs } from '../../../testing/renderContacts';

setUpContactsPage();

const seen: RecordActivitiesProps[] = [];

function FakeRecordActivities(props: RecordActivitiesProps) {
  seen.push(props);
  return <p>{`Activities of ${props.record.kind} ${'contactId' in props.record ? props.record.contactId : ''}`}</p>;
}

function provideActivities() {
  seen.length = 0;
  const loader = jest.fn(async (id: string) => {
    if (id === 'activities/RecordActivities') return { default: FakeRecordActivities };
    throw new Error(`${id} is not running`);
  });
  provideRemoteLoader(loader as never);
  return loader;
}

function setup(ownerId: string | null = 'u1') {
  return mockApi({
    'GET /contacts/:id': { body: makeContact({ owner_id: ownerId }) },
    'GET /contacts/:id/notes': { body: { notes: makeNotes(1) } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /contacts/:id/timeline': { body: timelinePage([]) },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'GET /members': { body: { members: MEMBERS } },
  });
}

it("opens the contact's Overview with its activities, before the contact's information", async () => {
  const loader = provideActivities();
  setup();
  renderContacts('/contacts/p1');
  const section = await screen.findByRole('region', { name: 'Activities' });
  expect(await within(section).findByText('Activities of contact p1')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('activities/RecordActivities', { fresh: false });
  expect(seen.at(-1)).toEqual({ record: { kind: 'contact', contactId: 'p1' }, readOnly: false, compact: false });
  const info = screen.getByRole('region', { name: 'Contact Information' });
  expect(section.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('is read-only for a member who may not change the contact (everyone reads, owned by another)', async () => {
  provideActivities();
  const api = setup('u3');
  signInAs(api, 'member', 'everyone_reads');
  renderContacts('/contacts/p1');
  await screen.findByText('Activities of contact p1');
  expect(seen.at(-1)).toEqual(expect.objectContaining({ readOnly: true }));
});

it('is read-only for a read-only member', async () => {
  provideActivities();
  const api = setup('u1');
  signInAs(api, 'readonly', 'everyone_edits');
  renderContacts('/contacts/p1');
  await screen.findByText('Activities of contact p1');
  expect(seen.at(-1)).toEqual(expect.objectContaining({ readOnly: true }));
});

it('says so with Retry when the activities remote is down; the page works on, and Retry loads it', async () => {
  let fail = true;
  seen.length = 0;
  provideRemoteLoader((async (id: string) => {
    if (fail || id !== 'activities/RecordActivities') throw new Error(`${id} is not running`);
    return { default: FakeRecordActivities };
  }) as never);
  setup();
  renderContacts('/contacts/p1');
  const section = await screen.findByRole('region', { name: 'Activities' });
  expect(await within(section).findByText('Activities cannot be shown right now.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Contact Information' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
  expect(await within(section).findByText('Activities of contact p1')).toBeInTheDocument();
});

it("the quick view lists the contact's activities, compact", async () => {
  provideActivities();
  setup();
  renderInApp(<ExposedContactPanel contactId="p1" onClose={jest.fn()} />);
  const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
  expect(await within(panel).findByText('Activities of contact p1')).toBeInTheDocument();
  expect(seen.at(-1)).toEqual({ record: { kind: 'contact', contactId: 'p1' }, readOnly: false, compact: true });
});

it("opened from a board card, the panel lists the deal's activities", async () => {
  provideActivities();
  setup('u3');
  renderInApp(<ExposedContactPanel contactId="p1" onClose={jest.fn()} activitiesOf="deal" />);
  expect(await screen.findByText('Activities of deal p1')).toBeInTheDocument();
  await waitFor(() => expect(seen.at(-1)).toEqual({ record: { kind: 'deal', contactId: 'p1' }, readOnly: false, compact: true }));
});
