import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { type ApiCall, mockApi } from '@meridian/shared/testing';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';
import { CONTACTS_PAGE_SIZE } from '../utils/contactConstants';

setUpContactsPage();

/** A server of `total` contacts answering pages of `limit`. */
function pagedServer(total: number) {
  const all = makeContacts(total);
  return (call: ApiCall) => {
    const page = Number(call.query.page);
    const limit = Number(call.query.limit);
    return { body: contactList(all.slice((page - 1) * limit, page * limit), total, page) };
  };
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /contacts').map((c) => c.query);

describe('search and sort reach the server', () => {
  it('sends the search text as `search`, once typing pauses (~250 ms)', async () => {
    const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) } });
    renderContacts();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), ' ada ');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search: 'ada', page: '1' }));
    // Not one request per keystroke.
    expect(listCalls(api).filter((q) => q.search)).toEqual([expect.objectContaining({ search: 'ada' })]);
  });

  it('sends sort_by and sort_order from the Sort by selector and the order toggle', async () => {
    const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) } });
    renderContacts();
    await screen.findAllByRole('listitem');
    const sortBy = screen.getByLabelText('Sort by');
    expect(Array.from((sortBy as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Name', 'Email', 'Company', 'Date Created']);
    await userEvent.selectOptions(sortBy, 'Date Created');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'created_at', sort_order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /Sort ascending/ }));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'created_at', sort_order: 'desc' }));
    await userEvent.selectOptions(sortBy, 'Company');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'company', sort_order: 'desc' }));
  });
});

describe('company filter', () => {
  it("filters by company_id, shows 'Filtered by {company}', and the clear button removes it from the URL", async () => {
    const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(1)) } });
    renderContacts('/contacts?company_id=co7&company_name=Globex%20Inc');
    expect(await screen.findByText('Filtered by Globex Inc')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(api)[0]).toMatchObject({ company_id: 'co7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear company filter' }));
    expect(screen.queryByText(/Filtered by/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contacts$/);
    await waitFor(() => expect(listCalls(api).at(-1)).not.toHaveProperty('company_id'));
  });

  it('shows the id when the link has no company name', async () => {
    mockApi({ 'GET /contacts': { body: contactList([]) } });
    renderContacts('/contacts?company_id=co7');
    expect(await screen.findByText('Filtered by co7')).toBeInTheDocument();
    expect(await screen.findByText('No contacts match these filters')).toBeInTheDocument();
  });
});

describe('Export CSV', () => {
  /** Saved file names, with saveBlob's object URL and link click stubbed out. */
  function catchDownloads(): string[] {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return saved;
  }
  const exportCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /import-export/export').map((c) => c.query);
  const exportRoute = { blob: new Blob(['\uFEFFfirst,last,email,phone,company,tags\r\n']) };

  it('exports what the list shows: its search and company filter, not its sort', async () => {
    const saved = catchDownloads();
    const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) }, 'GET /import-export/export': exportRoute });
    renderContacts('/contacts?company_id=co7&company_name=Globex%20Inc');
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), ' Émile ');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Email');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search: 'Émile', company_id: 'co7', sort_by: 'email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([`contacts-${new Date().toISOString().slice(0, 10)}.csv`]));
    expect(exportCalls(api)).toEqual([{ search: 'Émile', company_id: 'co7' }]);

    // Without the company filter, the next export follows.
    await userEvent.click(screen.getByRole('button', { name: 'Clear company filter' }));
    await waitFor(() => expect(listCalls(api).at(-1)).not.toHaveProperty('company_id'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportCalls(api)).toHaveLength(2));
    expect(exportCalls(api)[1]).toEqual({ search: 'Émile' });
  });

  it('exports every contact when neither a search nor a company filter is set', async () => {
    catchDownloads();
    const api = mockApi({ 'GET /contacts': { body: contactList(makeContacts(2)) }, 'GET /import-export/export': exportRoute });
    renderContacts();
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportCalls(api)).toEqual([{}]));
  });
});

function scrollListTo(top: number) {
  const scroller = screen.getByTestId('contacts-scroller');
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

describe('long lists', () => {
  it('loads the next page of 50 only when the end comes near (not at once)', async () => {
    const api = mockApi({ 'GET /contacts': pagedServer(120) });
    renderContacts();
    expect(await screen.findByText('120 contacts')).toBeInTheDocument();
    // 4 columns of cards at 1200 × 800: page 1 is 13 rows, about 4 of them in view.
    expect(await screen.findByText('Showing 50 of 120 contacts')).toBeInTheDocument();
    expect(listCalls(api).map((q) => q.page)).toEqual(['1']);
    scrollListTo(10 * 212);
    expect(await screen.findByText('Showing 100 of 120 contacts')).toBeInTheDocument();
    expect(listCalls(api).map((q) => q.page)).toEqual(['1', '2']);
    scrollListTo(25 * 212);
    expect(await screen.findByText('Showing 120 of 120 contacts')).toBeInTheDocument();
    expect(listCalls(api).map((q) => [q.page, q.limit])).toEqual([
      ['1', '50'],
      ['2', '50'],
      ['3', '50'],
    ]);
  });
});

describe('cache refresh', () => {
  it('refetches the loaded pages when any remote revalidates keysOf("contacts")', async () => {
    const server = pagedServer(60);
    const api = mockApi({ 'GET /contacts': server });
    let revalidate!: ReturnType<typeof useRevalidate>;
    function OtherRemote() {
      revalidate = useRevalidate();
      return null;
    }
    renderContacts('/contacts', <OtherRemote />);
    expect(await screen.findByText('Showing 50 of 60 contacts')).toBeInTheDocument();
    scrollListTo(10 * 212);
    expect(await screen.findByText('Showing 60 of 60 contacts')).toBeInTheDocument();
    const before = listCalls(api).length;
    api.on('GET /contacts', pagedServer(61));
    await act(async () => {
      await revalidate(keysOf('contacts'));
    });
    expect(await screen.findByText('Showing 61 of 61 contacts')).toBeInTheDocument();
    expect(
      listCalls(api)
        .slice(before)
        .map((q) => q.page),
    ).toEqual(['1', '2']);
  });
});

it('uses a page size of 50', () => {
  expect(CONTACTS_PAGE_SIZE).toBe(50);
});
