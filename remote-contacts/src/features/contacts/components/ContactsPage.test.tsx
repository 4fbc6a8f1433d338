import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact, makeContacts } from '../../../testing/fixtures';
import { deferred, mockApi } from '@meridian/shared/testing';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

const cards = () => screen.queryAllByRole('listitem');

describe('ContactsPage states', () => {
  it('shows cards-shaped skeletons until the first page arrives, then the cards and counts', async () => {
    const held = deferred({ body: contactList(makeContacts(3), 3) });
    const api = mockApi({ 'GET /contacts': held.route });
    renderContacts();
    expect(screen.getByRole('heading', { name: 'Contacts', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Contacts - Meridian');
    expect(screen.getByTestId('contacts-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => held.release());
    expect(await screen.findByText('3 contacts')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 contacts')).toBeInTheDocument();
    expect(api.callsTo('GET /contacts')[0].query).toEqual({ page: '1', limit: '50', sort_by: 'name', sort_order: 'asc' });
  });

  it('uses pagination.totalCount for the counts', async () => {
    mockApi({ 'GET /contacts': { body: contactList(makeContacts(2), 120) } });
    renderContacts();
    expect(await screen.findByText('120 contacts')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 120 contacts')).toBeInTheDocument();
  });

  it('shows the error view with Retry, which loads again', async () => {
    const api = mockApi({ 'GET /contacts': { status: 400, body: { error: 'Bad request' } } });
    renderContacts();
    expect(await screen.findByText('Error loading contacts')).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading your contacts. Please try again.')).toBeInTheDocument();
    api.on('GET /contacts', { body: contactList([makeContact()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it("shows 'No contacts yet' for an empty organisation", async () => {
    mockApi({ 'GET /contacts': { body: contactList([]) } });
    renderContacts();
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    expect(screen.queryByText('No contacts found')).not.toBeInTheDocument();
  });

  it('tells an empty organisation what to do next, with the buttons to do it', async () => {
    mockApi({ 'GET /contacts': { body: contactList([]) }, 'GET /companies': { body: { companies: [], pagination: { total: 0, pages: 0 } } } });
    renderContacts();
    const empty = (await screen.findByText('No contacts yet')).parentElement!;
    expect(within(empty).getByText('Add your first contact or import a CSV file to get started.')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Import contacts' })).toHaveAttribute('href', '/import');
    await userEvent.click(within(empty).getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Contact' })).toBeInTheDocument();
  });

  it("shows 'No contacts found' when a search finds nothing", async () => {
    const api = mockApi({ 'GET /contacts': { body: contactList([makeContact()]) } });
    api.on('GET /contacts', (call) => ({ body: contactList(call.query.search ? [] : [makeContact()]) }));
    renderContacts();
    await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), 'zzz');
    expect(await screen.findByText('No contacts found')).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet')).not.toBeInTheDocument();
  });
});

describe('ContactsPage cards', () => {
  it('shows avatar initial, name, email, company (linked name first), phone and added date', async () => {
    mockApi({
      'GET /contacts': {
        body: contactList([
          makeContact(),
          makeContact({ id: 'p2', first: '', last: ' ', email: 'x@y.z', company_name: null, company: 'Text Co', phone: null }),
        ]),
      },
    });
    renderContacts();
    const ada = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('A');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Analytical Engines Ltd');
    expect(ada).toHaveTextContent('+1 555 0100');
    expect(ada).toHaveTextContent('Added Jan 5, 2024');
    const unnamed = screen.getByRole('listitem', { name: 'Unnamed Contact' });
    expect(unnamed).toHaveTextContent('Text Co');
  });

  it('switches between the grid and the table (grid by default)', async () => {
    mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) } });
    renderContacts();
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    // On a desktop the list layout is the table: a header row and a row per contact.
    const grid = await screen.findByRole('grid', { name: 'Contacts' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(cards()).toHaveLength(0);
  });

  it('Import CSV goes to /import', async () => {
    mockApi({ 'GET /contacts': { body: contactList([]) } });
    renderContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/import');
  });

  it("Export CSV saves every contact as contacts-YYYY-MM-DD.csv, showing 'Exporting...' meanwhile", async () => {
    const held = deferred({ blob: new Blob(['first,last,email,phone,company,tags\r\n']) });
    const api = mockApi({ 'GET /contacts': { body: contactList([makeContact()]) }, 'GET /import-export/export': held.route });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderContacts();
    await screen.findByText('1 contact');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: /Exporting.../ })).toBeDisabled();
    await act(async () => held.release());
    await waitFor(() => expect(saved).toEqual([`contacts-${new Date().toISOString().slice(0, 10)}.csv`]));
    expect(api.callsTo('GET /import-export/export')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('a failed export says so in a toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /contacts': { body: contactList([makeContact()]) },
      'GET /import-export/export': { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderContacts();
    await screen.findByText('1 contact');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export contacts: Internal Server Error')).toBeInTheDocument();
  });

  it('leaves the theme toggle to the shell', async () => {
    mockApi({ 'GET /contacts': { body: contactList([makeContact()]) } });
    renderContacts();
    await screen.findByText('1 contact');
    expect(screen.queryByRole('button', { name: /Switch to (dark|light) theme/ })).not.toBeInTheDocument();
  });

  it('clicking a card opens its quick view; Enter on a focused card does too', async () => {
    mockApi({ 'GET /contacts': { body: contactList([makeContact()]) }, 'GET /contacts/:id': { body: makeContact() } });
    renderContacts();
    const card = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    fireEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    card.focus();
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});

describe('ContactsPage changes', () => {
  it('Add Contact creates a contact and the list is refetched with it', async () => {
    const contacts = [makeContact()];
    const api = mockApi({
      'GET /contacts': () => ({ body: contactList([...contacts]) }),
      'GET /companies': { body: { companies: [], pagination: { total: 0, pages: 0 } } },
      'POST /contacts': (call) => {
        const created = makeContact({ id: 'p9', ...(call.body as object), company_name: null });
        contacts.push(created);
        return { status: 201, body: created };
      },
    });
    renderContacts();
    await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Contact' });
    await userEvent.type(within(form).getByLabelText(/First Name/), 'Grace');
    await userEvent.type(within(form).getByLabelText(/Last Name/), 'Hopper');
    await userEvent.type(within(form).getByLabelText(/Email/), 'grace@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByRole('listitem', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Contact' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 contacts')).toBeInTheDocument();
    expect(api.callsTo('GET /contacts').length).toBeGreaterThanOrEqual(2);
  });

  it('deleting from the quick view removes the card after the refetch', async () => {
    let contacts = [makeContact(), makeContact({ id: 'p2', first: 'Alan', last: 'Turing' })];
    mockApi({
      'GET /contacts': () => ({ body: contactList(contacts) }),
      'GET /contacts/:id': { body: makeContact() },
      'DELETE /contacts/:id': () => {
        contacts = contacts.filter((c) => c.id !== 'p1');
        return { status: 204 };
      },
    });
    renderContacts();
    fireEvent.click(await screen.findByRole('listitem', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 contacts')).toBeInTheDocument();
  });
});
