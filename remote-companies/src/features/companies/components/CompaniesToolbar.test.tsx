import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompanies } from '../../../testing/fixtures';
import { mediaStyle, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

function listApi() {
  return mockApi({ 'GET /companies': { body: companyList(makeCompanies(2)) } });
}

// The direction is an arrow button, as on the contacts page, not a second select.
it('the sort order is an arrow button that reverses the order', async () => {
  const api = listApi();
  renderCompanies();
  await screen.findByText('Company 01');
  expect(screen.queryByRole('combobox', { name: 'Sort order' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('combobox')).toHaveLength(1);

  const ascending = screen.getByRole('button', { name: 'Sort ascending (click to reverse)' });
  expect(ascending).toHaveTextContent('↑');
  await userEvent.click(ascending);
  await waitFor(() => expect(api.callsTo('GET /companies').at(-1)?.query.sort_order).toBe('desc'));
  const descending = screen.getByRole('button', { name: 'Sort descending (click to reverse)' });
  expect(descending).toHaveTextContent('↓');
  await userEvent.click(descending);
  // Ascending is still fresh in the cache: no new request, the arrow points up again.
  expect(screen.getByRole('button', { name: 'Sort ascending (click to reverse)' })).toHaveTextContent('↑');
});

// Two 150 px selects after the search pushed the toolbar to x=459 on a 390 px phone.
it('the toolbar fits a phone: the search can shrink and the sort is one narrow select and a button', async () => {
  listApi();
  renderCompanies();
  await screen.findByText('Company 01');
  const search = screen.getByPlaceholderText('Search companies...').parentElement!;
  expect(search).toHaveStyle({ flexShrink: '1', minWidth: '0' });
  // Search and sort take the row's free width, so on a desktop they stay on one line.
  expect(search.parentElement).toHaveStyle({ flexGrow: '1', minWidth: '0' });
  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sortBy.parentElement).toHaveStyle({ width: '160px' });
  const sort = sortBy.parentElement!.parentElement!;
  expect([...sort.children].map((el) => el.tagName)).toEqual(['LABEL', 'SPAN', 'BUTTON']);
});

it('on a phone the page keeps 16 px padding, like the shared page frame', async () => {
  listApi();
  renderCompanies();
  const heading = await screen.findByRole('heading', { level: 1, name: 'Companies' });
  const page = heading.closest('header')!.parentElement!;
  expect(mediaStyle(page, '(max-width: 640px)')).toMatchObject({ padding: '16px' });
});
