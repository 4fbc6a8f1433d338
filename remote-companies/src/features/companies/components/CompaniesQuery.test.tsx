import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompanies } from '../../../testing/fixtures';
import { type ApiCall, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

/** 45 companies over 3 pages of 20; each page answers with its own companies. */
function pagedApi() {
  return mockApi({
    'GET /companies': ({ query }: ApiCall) => {
      const page = Number(query.page);
      const companies = makeCompanies(page === 3 ? 5 : 20, (page - 1) * 20 + 1);
      return { body: companyList(companies, { total: 45, pages: 3, page }) };
    },
  });
}

const lastListQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /companies').at(-1)?.query;

it('asks for page 1 of 20, sorted by name ascending, with no search', async () => {
  const api = mockApi({ 'GET /companies': { body: companyList(makeCompanies(1)) } });
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  expect(api.callsTo('GET /companies')).toHaveLength(1);
  expect(lastListQuery(api)).toEqual({ page: '1', limit: '20', sort_by: 'name', sort_order: 'asc' });
});

it('searches on the server once typing pauses, and goes back to page 1', async () => {
  const api = pagedApi();
  renderCompanies();
  await screen.findByText('Page 1 of 3');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(lastListQuery(api)?.page).toBe('2');

  const before = api.callsTo('GET /companies').length;
  await userEvent.type(screen.getByPlaceholderText('Search companies...'), 'acme');
  // Nothing is sent per keystroke…
  expect(api.callsTo('GET /companies')).toHaveLength(before);
  // …one request once the typing has paused (~250 ms).
  await waitFor(() => expect(lastListQuery(api)?.search).toBe('acme'));
  expect(api.callsTo('GET /companies')).toHaveLength(before + 1);
  expect(lastListQuery(api)).toMatchObject({ page: '1', search: 'acme', limit: '20' });

  // Back to the earlier (empty) search: page 1 again, not the page 2 it was left on.
  await userEvent.clear(screen.getByPlaceholderText('Search companies...'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400))); // past the debounce
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.queryByText('Page 2 of 3')).not.toBeInTheDocument();
});

it('debounces for about 250 ms', async () => {
  jest.useFakeTimers();
  try {
    const api = mockApi({ 'GET /companies': { body: companyList(makeCompanies(1)) } });
    renderCompanies();
    await screen.findByRole('article', { name: 'Company 01' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByPlaceholderText('Search companies...'), 'be');
    act(() => jest.advanceTimersByTime(200));
    expect(api.callsTo('GET /companies').some((c) => c.query.search)).toBe(false);
    await act(async () => jest.advanceTimersByTime(60));
    await waitFor(() => expect(lastListQuery(api)?.search).toBe('be'));
  } finally {
    jest.useRealTimers();
  }
});

it('sends the chosen sort field and order', async () => {
  const api = mockApi({ 'GET /companies': { body: companyList(makeCompanies(1)) } });
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  expect([...sortBy.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Name', 'Industry', 'Size', 'Date Created']);

  for (const [label, value] of [
    ['Industry', 'industry'],
    ['Size', 'size'],
    ['Date Created', 'created_at'],
  ]) {
    await userEvent.selectOptions(sortBy, label);
    await waitFor(() => expect(lastListQuery(api)?.sort_by).toBe(value));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Sort ascending (click to reverse)' }));
  await waitFor(() => expect(lastListQuery(api)).toMatchObject({ sort_by: 'created_at', sort_order: 'desc' }));
});

it('shows no pagination for a single page', async () => {
  mockApi({ 'GET /companies': { body: companyList(makeCompanies(3), { total: 3, pages: 1 }) } });
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
});

it("pages with Previous / 'Page X of Y' / Next, asking the server for each page", async () => {
  const api = pagedApi();
  renderCompanies();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(20);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastListQuery(api)?.page).toBe('2');
  expect(await screen.findByRole('article', { name: 'Company 21' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  // Page 2 is still fresh in the cache (docs/PRODUCT.md §9): shown again without another request.
  expect(await screen.findByRole('article', { name: 'Company 21' })).toBeInTheDocument();
  expect(api.callsTo('GET /companies').map((c) => c.query.page)).toEqual(['1', '2', '3']);
});
