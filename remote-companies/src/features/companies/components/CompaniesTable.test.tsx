import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompany } from '../../../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { installLayout, renderCompanies } from '../../../testing/renderCompanies';

let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
});
afterEach(() => restoreLayout());

const acme = makeCompany({ contact_count: 1234 });
const bolt = makeCompany({ id: 'c2', name: 'Bolt Ltd', industry: null, size: null, website: null, contact_count: 0 });

async function openTable() {
  const api = mockApi({
    'GET /companies': { body: companyList([acme, bolt]) },
    'DELETE /companies/:id': { status: 204 },
    'PUT /companies/:id': (call) => ({ body: { company: { ...acme, ...(call.body as object) } } }),
  });
  renderCompanies();
  await screen.findByText('Acme Corp');
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  return { api, grid: await screen.findByRole('grid', { name: 'Companies' }) };
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /companies').at(-1)?.query;
const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest<HTMLElement>('[role="row"]')!;
const cellOf = (grid: HTMLElement, name: string, key: string) => rowOf(grid, name).querySelector<HTMLElement>(`[data-cell="${key}"]`)!;

it('the list layout is the shared table: the default columns, one row per company', async () => {
  const { grid } = await openTable();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[↑↓]/g, ''));
  expect(headers).toEqual(['', 'Name', 'Industry', 'Size', 'Contacts', 'Website', 'Owner']);
  const cells = within(rowOf(grid, 'Acme Corp'))
    .getAllByRole('gridcell')
    .map((td) => td.textContent);
  expect(cells.slice(1)).toEqual(['AAcme Corp', 'Technology', 'Medium', '1,234', 'acme.example.com', '']);
});

it('the name opens the quick view and the count the contacts, by click or Enter', async () => {
  const { grid } = await openTable();
  await userEvent.click(within(grid).getByRole('button', { name: 'Acme Corp' }));
  expect(screen.getByRole('dialog', { name: 'Acme Corp' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

  cellOf(grid, 'Acme Corp', 'contacts').focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByTestId('location')).toHaveTextContent('/contacts?company_id=c1&company_name=Acme+Corp');
});

it('a header click sorts by its column, a second reverses it, in step with the sort select', async () => {
  const { api, grid } = await openTable();
  const header = (name: string) => within(grid).getByRole('columnheader', { name: new RegExp(`^${name}`) });
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(header('Name')).getByRole('button'));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort_by: 'name', sort_order: 'desc' }));
  expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

  await userEvent.click(within(header('Size')).getByRole('button'));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort_by: 'size', sort_order: 'asc' }));
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('size');
  // The count is not a sort the API offers: its header is no button.
  expect(within(header('Contacts')).queryByRole('button')).toBeNull();
  expect(header('Contacts')).not.toHaveAttribute('aria-sort');
});

it('edits a cell in place with the whole record: Enter saves, a bad website is refused at the cell', async () => {
  const { api, grid } = await openTable();
  cellOf(grid, 'Acme Corp', 'website').focus();
  await userEvent.keyboard('{Enter}');
  const input = within(grid).getByRole('textbox', { name: 'Website' });
  await userEvent.clear(input);
  await userEvent.type(input, 'not a website{Enter}');
  expect(within(grid).getByRole('alert')).toHaveTextContent('Please enter a valid URL');
  expect(api.callsTo('PUT /companies/:id')).toHaveLength(0);

  await userEvent.clear(input);
  await userEvent.type(input, 'acme.example.org{Enter}');
  await waitFor(() => expect(api.callsTo('PUT /companies/:id')).toHaveLength(1));
  const [put] = api.callsTo('PUT /companies/:id');
  expect(put.path).toBe('/companies/c1');
  expect(put.body).toMatchObject({ name: 'Acme Corp', industry: 'Technology', size: 'medium', phone: '+1 555 0100', website: 'https://acme.example.org' });
  await waitFor(() => expect(within(grid).queryByRole('textbox')).toBeNull());
});

it('rows are ticked with their checkboxes (Shift for a range) and deleted in bulk', async () => {
  const { api, grid } = await openTable();
  await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Bolt Ltd' }));
  expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
  expect(rowOf(grid, 'Bolt Ltd')).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(grid).queryByText('Bolt Ltd')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /companies/:id').map((c) => c.path)).toEqual(['/companies/c2']);
});
