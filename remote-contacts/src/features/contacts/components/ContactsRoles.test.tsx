// What each role sees on the contacts list and in the quick view: the front end hides what the
// API would refuse (Add, Pipeline and selection for a read-only user, Import and bulk delete for
// all but admins, Edit and Delete where the record access rule keeps a member out).
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@meridian/shared/testing';
import ExposedContactPanel from '../../../exposes/ContactPanel';
import { contactList, makeContact, makeContacts } from '../../../testing/fixtures';
import { renderContacts, renderInApp, setUpContactsPage, signInAs } from '../../../testing/renderContacts';

setUpContactsPage();

type Role = Parameters<typeof signInAs>[1];

function listOf(contacts = makeContacts(3)) {
  return mockApi({ 'GET /contacts': { body: contactList(contacts) } });
}

const header = () => screen.getByRole('heading', { name: 'Contacts', level: 1 }).closest('header')!;

describe('the contacts list', () => {
  it.each<[Role, { add: boolean; import: boolean; select: boolean }]>([
    ['owner', { add: true, import: true, select: true }],
    ['admin', { add: true, import: true, select: true }],
    ['member', { add: true, import: false, select: true }],
    ['readonly', { add: false, import: false, select: false }],
  ])('%s: Add Contact, Import CSV and bulk selection only where the API allows them', async (role, shown) => {
    signInAs(listOf(), role);
    renderContacts();
    await screen.findByText('Person 0001');
    await waitFor(() => expect(Boolean(within(header()).queryByRole('button', { name: 'Add Contact' }))).toBe(shown.add));
    expect(Boolean(within(header()).queryByRole('button', { name: 'Import CSV' }))).toBe(shown.import);
    // Export is a read: every role keeps it.
    expect(within(header()).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Select All' }))).toBe(shown.select);
  });

  it.each<[Role, boolean]>([
    ['readonly', false],
    ['member', true],
  ])('%s: the Pipeline button on a card shown = %s', async (role, shown) => {
    const api = listOf([makeContact({ id: 'p1' })]);
    signInAs(api, role);
    renderContacts();
    const card = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(Boolean(within(card).queryByRole('button', { name: /to the pipeline/ }))).toBe(shown));
  });

  it("a member under 'everyone reads' gets the Pipeline button only on the contacts they own", async () => {
    signInAs(
      listOf([makeContact({ id: 'p1', owner_id: 'u1' }), makeContact({ id: 'p2', first: 'Grace', last: 'Hopper', owner_id: 'u3' })]),
      'member',
      'everyone_reads',
    );
    renderContacts();
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    const theirs = screen.getByRole('listitem', { name: 'Grace Hopper' });
    await waitFor(() => expect(within(theirs).queryByRole('button', { name: /to the pipeline/ })).not.toBeInTheDocument());
    expect(within(mine).getByRole('button', { name: /to the pipeline/ })).toBeInTheDocument();
  });
});

describe('the empty list', () => {
  it('offers a read-only user nothing to press', async () => {
    signInAs(listOf([]), 'readonly');
    renderContacts();
    expect(await screen.findByText('Contacts your team adds will appear here.')).toBeInTheDocument();
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import contacts' })).not.toBeInTheDocument();
  });

  it('offers a member Add Contact but not the import', async () => {
    signInAs(listOf([]), 'member');
    renderContacts();
    expect(await screen.findByText('Add your first contact to get started.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Contact' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Import contacts' })).not.toBeInTheDocument();
  });

  it('offers an admin both', async () => {
    signInAs(listOf([]), 'admin');
    renderContacts();
    expect(await screen.findByText('Add your first contact or import a CSV file to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import contacts' })).toHaveAttribute('href', '/import');
  });
});

describe('the quick view', () => {
  function openPanel(role: Role, rule: Parameters<typeof signInAs>[2], ownerId: string | null) {
    const api = mockApi({
      'GET /contacts/:id': { body: makeContact({ owner_id: ownerId }) },
      'GET /contacts/:id/notes': { body: { notes: [{ id: 'n1', body: 'Called', created_at: '2024-02-01T12:00:00Z', updated_at: '2024-02-01T12:00:00Z' }] } },
      'GET /contacts/:id/attachments': { body: { attachments: [] } },
    });
    signInAs(api, role, rule);
    renderInApp(<ExposedContactPanel contactId="p1" onClose={jest.fn()} />);
    return api;
  }

  it.each<[Role, Parameters<typeof signInAs>[2], string | null, boolean]>([
    ['owner', 'owners_only', 'u3', true],
    ['member', 'everyone_edits', 'u3', true],
    ['member', 'everyone_reads', 'u1', true],
    ['member', 'everyone_reads', 'u3', false],
    ['member', 'everyone_reads', null, false],
    ['member', 'owners_only', 'u1', true],
    ['readonly', 'everyone_edits', 'u1', false],
  ])('%s under %s, contact owned by %s: Edit, Delete and the note box shown = %s', async (role, rule, ownerId, editable) => {
    const api = openPanel(role, rule, ownerId);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await within(dialog).findByText('Called');
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(Boolean(within(dialog).queryByRole('button', { name: 'Edit Contact' }))).toBe(editable));
    expect(Boolean(within(dialog).queryByRole('button', { name: 'Delete' }))).toBe(editable);
    expect(Boolean(within(dialog).queryByPlaceholderText('Add a note...'))).toBe(editable);
    expect(Boolean(within(dialog).queryByRole('button', { name: 'Delete note' }))).toBe(editable);
    // Reading stays: the way to the full contact is there for everyone.
    expect(within(dialog).getByRole('button', { name: 'View Full Contact' })).toBeInTheDocument();
  });
});
