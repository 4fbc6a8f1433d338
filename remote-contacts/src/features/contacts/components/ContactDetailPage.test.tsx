import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact, makeEvent, makeNote, makeNotes, timelinePage } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

function setup(
  route = '/contacts/p1',
  { contact = makeContact(), notes = makeNotes(2), history = [] as unknown[], timeline = [] as ReturnType<typeof makeEvent>[] } = {},
) {
  const api = mockApi({
    'GET /contacts/:id/timeline': { body: timelinePage(timeline) },
    'GET /pipeline/:id/history': { body: { history } },
    'GET /contacts': { body: contactList([]) },
    'GET /contacts/:id': { body: contact },
    'GET /contacts/:id/notes': { body: { notes } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
  });
  renderContacts(route);
  return api;
}

const location = () => screen.getByTestId('location');

it('shows the skeleton of the page, then the header with avatar, name, email, company, phone, Edit and Delete', async () => {
  const api = setup();
  const held = deferred({ body: makeContact() });
  api.on('GET /contacts/:id', held.route);
  // The page's shape with the one loading wording, no spinner text of its own.
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(screen.getByText('Loading...').closest('[aria-busy="true"]')).toBeInTheDocument();
  expect(screen.queryByText('Loading contact...')).not.toBeInTheDocument();
  act(() => held.release());
  const heading = await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
  const header = heading.closest('header')!;
  expect(within(header).getByTestId('avatar')).toHaveTextContent('A');
  for (const text of ['ada@example.com', 'Analytical Engines Ltd', '+1 555 0100']) {
    expect(within(header).getByText(text)).toBeInTheDocument();
  }
  expect(within(header).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  // The theme toggle is the shell's, in its header: none on the page itself.
  expect(screen.queryByRole('button', { name: 'Switch to dark theme' })).not.toBeInTheDocument();
  expect(document.title).toBe('Ada Lovelace - Meridian');
  // The shared back link, as on the company detail page.
  const back = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Back to Contacts' });
  expect(back).toHaveAttribute('href', '/contacts');
  // The shared StyledPageContainer's width, as the company detail page.
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).parentElement).toHaveStyle({ 'max-width': '960px' });
  await userEvent.click(back);
  expect(location()).toHaveTextContent(/^\/contacts$/);
});

it("shows 'Contact not found' with 'Back to Contacts' for an unknown id", async () => {
  const api = setup('/contacts/nope');
  api.on('GET /contacts/:id', { status: 404, body: { error: 'Contact not found' } });
  expect(await screen.findByText('Contact not found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to Contacts' }));
  expect(location()).toHaveTextContent(/^\/contacts$/);
});

it("shows 'Select a contact' for a blank id", async () => {
  const api = setup('/contacts/%20');
  expect(await screen.findByText('Select a contact')).toBeInTheDocument();
  expect(api.callsTo('GET /contacts/:id')).toHaveLength(0);
});

it("shows the overview: contact information with '-' for empty values (the owner too)", async () => {
  setup('/contacts/p1', { contact: makeContact({ phone: null, tags: '', company: null, company_name: null }) });
  const info = await screen.findByRole('region', { name: 'Contact Information' });
  const pairs = Array.from(info.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(pairs).toEqual([
    ['Name', 'Ada Lovelace'],
    ['Email', 'ada@example.com'],
    ['Phone', '-'],
    ['Company', '-'],
    ['Tags', '-'],
    ['Created', 'Jan 5, 2024'],
    ['Owner', '-'],
  ]);
});

it("lists the 5 newest notes as 'Added note' in Recent Activity, or 'No recent activity'", async () => {
  setup('/contacts/p1', { notes: makeNotes(6) });
  const activity = await screen.findByRole('region', { name: 'Recent Activity' });
  await waitFor(() => expect(within(activity).getAllByText('Added note')).toHaveLength(5));
  expect(within(activity).getByText('Note 1')).toBeInTheDocument();
  expect(within(activity).queryByText('Note 6')).not.toBeInTheDocument();
});

it("says 'No recent activity' without notes", async () => {
  setup('/contacts/p1', { notes: [] });
  expect(await screen.findByText('No recent activity')).toBeInTheDocument();
});

it('keeps the tab in the URL: ?tab=notes opens Notes; clicking a tab updates the URL', async () => {
  setup('/contacts/p1?tab=notes', { notes: makeNotes(2) });
  expect(await screen.findByRole('tab', { name: /Notes/ })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Notes (2)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: /Activity/ }));
  expect(location()).toHaveTextContent('/contacts/p1?tab=activity');
  expect(await screen.findByText('No activity history')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: /Overview/ }));
  expect(location()).toHaveTextContent(/^\/contacts\/p1$/);
});

it("Notes tab: count, add, delete, and 'No notes yet'", async () => {
  const api = setup('/contacts/p1?tab=notes', { notes: [] });
  expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  expect(screen.getByText('Notes (0)')).toBeInTheDocument();
  api.on('POST /contacts/:id/notes', { status: 201, body: makeNote({ id: 'n5', body: 'Met at the fair' }) });
  api.on('GET /contacts/:id/notes', { body: { notes: [makeNote({ id: 'n5', body: 'Met at the fair' })] } });
  await userEvent.type(screen.getByPlaceholderText('Add a note...'), 'Met at the fair');
  await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByText('Met at the fair')).toBeInTheDocument();
  expect(await screen.findByText('Notes (1)')).toBeInTheDocument();

  api.on('DELETE /contacts/:id/notes/:noteId', { status: 204 });
  api.on('GET /contacts/:id/notes', { body: { notes: [] } });
  await userEvent.click(screen.getByRole('button', { name: 'Delete note' }));
  expect(await screen.findByText('No notes yet')).toBeInTheDocument();
});

it('Delete asks the exact question, then deletes, toasts and goes back to /contacts', async () => {
  const api = setup();
  api.on('DELETE /contacts/:id', { status: 204 });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('alertdialog');
  expect(within(confirm).getByText('Are you sure you want to delete this contact? This action cannot be undone.')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/contacts$/));
  expect(screen.getByText('Contact deleted successfully')).toBeInTheDocument();
  expect(api.callsTo('DELETE /contacts/:id')[0].path).toBe('/contacts/p1');
});

it("a failed delete stays on the page with 'Failed to delete contact'", async () => {
  const api = setup();
  api.on('DELETE /contacts/:id', { status: 400, body: { error: 'Nope' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete contact')).toBeInTheDocument();
  expect(location()).toHaveTextContent('/contacts/p1');
});

it('Edit opens the form; a save refreshes the header', async () => {
  const api = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('dialog', { name: 'Edit Contact' });
  api.on('PUT /contacts/:id', { body: makeContact({ phone: '+1 555 0199' }) });
  api.on('GET /contacts/:id', { body: makeContact({ phone: '+1 555 0199' }) });
  const phone = within(form).getByLabelText('Phone');
  await userEvent.clear(phone);
  await userEvent.type(phone, '+1 555 0199');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Contact' })).not.toBeInTheDocument());
  const header = screen.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).closest('header')!;
  expect(await within(header).findByText('+1 555 0199')).toBeInTheDocument();
  expect(api.callsTo('PUT /contacts/:id')[0].body).toMatchObject({ phone: '+1 555 0199' });
});

it('sends unknown deeper paths back to /contacts', async () => {
  setup('/contacts/p1/oops');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/contacts$/));
  expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
});

const move = (id: string, stage: string, at: string, notes: string | null = null) => ({
  id,
  stage_name: stage,
  changed_at: at,
  changed_by: 'Dana Demo',
  notes,
});

it('Activity is the timeline: one line per event with who and when, a move with its notes', async () => {
  setup('/contacts/p1?tab=activity', {
    timeline: [
      makeEvent({
        id: 'e2',
        at: '2024-03-02T10:00:00Z',
        record_type: 'deal',
        action: 'stage_moved',
        changes: [],
        details: { stage: 'Proposal', notes: 'Sent the deck' },
      }),
      makeEvent({ id: 'e1', at: '2024-03-01T10:00:00Z' }),
    ],
  });
  expect(await screen.findByText('Moved to Proposal')).toBeInTheDocument();
  expect(screen.getByText('Changed phone from +1 555 0100 to +1 555 0199')).toBeInTheDocument();
  expect(screen.getByText('Sent the deck')).toBeInTheDocument();
  expect(screen.getAllByText(/^Mar \d, 2024.*by Sam Seller$/)).toHaveLength(2);
});

it('Recent Activity mixes notes and moves, newest first, at most 5', async () => {
  const notes = [1, 2, 3, 4].map((d) => ({ ...makeNote(), id: `n${d}`, body: `Note ${d}`, created_at: `2024-01-0${d * 2}T09:00:00Z` }));
  setup('/contacts/p1', {
    notes,
    history: [move('h2', 'Qualified', '2024-01-07T09:00:00Z'), move('h1', 'Lead', '2024-01-01T09:00:00Z')],
  });
  const section = await screen.findByRole('region', { name: 'Recent Activity' });
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
  const titles = within(section)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);
  expect(titles).toEqual(['Added note', 'Moved to Qualified', 'Added note', 'Added note', 'Added note']);
  expect(within(section).queryByText('Moved to Lead')).not.toBeInTheDocument();
});

it('Activity says when the timeline cannot load, and Retry fetches it again', async () => {
  const api = setup('/contacts/p1?tab=activity');
  api.on('GET /contacts/:id/timeline', { status: 500, body: { error: 'Database unavailable' } });
  expect(await screen.findByText('Failed to load activity')).toBeInTheDocument();
  api.on('GET /contacts/:id/timeline', { body: timelinePage([makeEvent()]) });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Changed phone from +1 555 0100 to +1 555 0199')).toBeInTheDocument();
});

it("lets a long email in the header break instead of running off a phone's screen", async () => {
  const email = 'bartholomew.featherstonehaugh-worthington@very-long-company-domain.example.com';
  setup('/contacts/p1', { contact: makeContact({ email }) });
  const heading = await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
  const fact = within(heading.closest('header')!).getByText(email);
  expect(fact).toHaveStyle({ 'overflow-wrap': 'anywhere', 'min-width': '0' });
});
