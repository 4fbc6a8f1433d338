import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompany } from '../../../testing/fixtures';
import { mediaStyle, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';
import { PHONE_QUERY } from '@meridian/shared/ui';

beforeEach(resetAppState);

const acme = makeCompany({ contact_count: 1234 });
const bolt = makeCompany({
  id: 'c2',
  name: 'Bolt Ltd',
  industry: null,
  size: null,
  website: null,
  contact_count: 0,
});

async function openListView() {
  const api = mockApi({
    'GET /companies': { body: companyList([acme, bolt]) },
    'DELETE /companies/:id': { status: 204 },
  });
  renderCompanies();
  await screen.findByText('Acme Corp');
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  return { api, table: screen.getByRole('table', { name: 'Companies' }) };
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /companies').at(-1)?.query;
const row = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

// The list view was one full-width card per row.
it('the list view is a table: name, industry, size, contacts and website, one row per company', async () => {
  const { table } = await openListView();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[↑↓↕]/g, '')),
  ).toEqual(['Select', 'Name', 'Industry', 'Size', 'Contacts', 'Website', 'Actions']);
  const cells = within(row(table, 'Acme Corp'))
    .getAllByRole('cell')
    .map((td) => td.textContent);
  expect(cells.slice(1)).toEqual(['AAcme Corp', 'Technology', 'Medium', '1,234', 'acme.example.com', 'Edit']);
  expect(
    within(row(table, 'Bolt Ltd'))
      .getAllByRole('cell')
      .map((td) => td.textContent)
      .slice(2, 6),
  ).toEqual(['-', '-', '0', '-']);
  expect(within(table).getByRole('link', { name: 'acme.example.com' })).toHaveAttribute('target', '_blank');
  // The table scrolls inside its own box on a narrow screen, not the page.
  expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });
  // On a phone industry, size and website give way (jsdom applies no media rules: read them).
  for (const name of ['Industry', 'Size', 'Website']) {
    expect(mediaStyle(within(table).getByText(name).closest('th')!, PHONE_QUERY)).toMatchObject({ display: 'none' });
  }
  expect(mediaStyle(within(table).getByText('Technology').closest('td')!, PHONE_QUERY)).toMatchObject({ display: 'none' });
  expect(mediaStyle(within(table).getByText('Name').closest('th')!, PHONE_QUERY)).not.toHaveProperty('display');
});

it('the name opens the quick view, the count the contacts, Edit the form', async () => {
  const { table } = await openListView();
  await userEvent.click(within(table).getByRole('button', { name: 'Acme Corp' }));
  expect(screen.getByRole('dialog', { name: 'Acme Corp' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

  await userEvent.click(within(table).getByRole('button', { name: 'Edit Acme Corp' }));
  expect(screen.getByRole('dialog', { name: 'Edit Company' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

  expect(within(row(table, 'Bolt Ltd')).queryByRole('button', { name: /contacts/ })).not.toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'View 1,234 contacts of Acme Corp' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/contacts?company_id=c1&company_name=Acme+Corp');
});

it('a header click sorts by its column, a second reverses it, in step with the sort select and arrow', async () => {
  const { api, table } = await openListView();
  const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Name')).toHaveTextContent('Name↑');
  expect(header('Industry')).toHaveAttribute('aria-sort', 'none');

  await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort_by: 'name', sort_order: 'desc' }));
  expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  expect(header('Name')).toHaveTextContent('Name↓');
  expect(screen.getByRole('button', { name: 'Sort descending (click to reverse)' })).toBeInTheDocument();

  // Keyboard: the header is a button; another column starts ascending.
  within(header('Size')).getByRole('button', { name: 'Size' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort_by: 'size', sort_order: 'asc' }));
  expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('size');

  // …and the toolbar's select moves the table's arrow.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Industry');
  expect(header('Industry')).toHaveAttribute('aria-sort', 'ascending');
  expect(within(table).queryByRole('columnheader', { name: 'Contacts' })).not.toHaveAttribute('aria-sort');
});

it('rows are selected with their checkboxes and deleted in bulk', async () => {
  const { api, table } = await openListView();
  await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Bolt Ltd' }));
  expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
  expect(row(table, 'Bolt Ltd')).toHaveAttribute('data-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(table).queryByText('Bolt Ltd')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /companies/:id').map((c) => c.path)).toEqual(['/companies/c2']);
  expect(within(table).getByText('Acme Corp')).toBeInTheDocument();
});

// The name and website columns were capped at 320 px and 220 px, cut while the row had room.
it('the text columns share the width the table has; a longer value is cut with an ellipsis and kept in its title', async () => {
  const { table } = await openListView();
  const cell = (text: string) => within(table).getByText(text).closest('td')!;
  expect(cell('Acme Corp')).toHaveStyle({ width: '40%', maxWidth: '0' });
  expect(cell('Technology')).toHaveStyle({ width: '22%', maxWidth: '0' });
  expect(cell('acme.example.com')).toHaveStyle({ width: '38%', maxWidth: '0' });
  // The short columns are as wide as their content.
  expect(cell('1,234')).toHaveStyle({ width: '1%', whiteSpace: 'nowrap' });
  const name = within(table).getByRole('button', { name: 'Acme Corp' });
  expect(name).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden', maxWidth: '100%' });
  expect(name).toHaveAttribute('title', 'Acme Corp');
  expect(name.parentElement).not.toHaveStyle({ maxWidth: '320px' });
  expect(within(table).getByRole('link', { name: 'acme.example.com' })).toHaveAttribute('title', 'https://acme.example.com');
  // On a phone the name takes the row's free width (industry, size and website give way).
  expect(mediaStyle(cell('Acme Corp'), PHONE_QUERY)).toMatchObject({ width: '100%' });
});
