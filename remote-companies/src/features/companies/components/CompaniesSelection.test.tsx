import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@meridian/shared/ui';
import { companyList, makeCompanies } from '../../../testing/fixtures';
import { type ApiCall, installPointerEvent, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeAll(installPointerEvent);
beforeEach(resetAppState);

/** Three companies on the server; DELETE hides one until it is restored. */
function serverWith3(options: { failDelete?: string[]; failRestore?: boolean } = {}) {
  const deleted = new Set<string>();
  const api = mockApi({
    'GET /companies': () => {
      const companies = makeCompanies(3).filter((c) => !deleted.has(c.id));
      return { body: companyList(companies) };
    },
    'DELETE /companies/:id': ({ path }: ApiCall) => {
      const id = path.split('/').at(-1)!;
      if (options.failDelete?.includes(id)) return { status: 404, body: { error: 'Company not found' } };
      deleted.add(id);
      return { status: 204 };
    },
    'POST /companies/restore': ({ body }: ApiCall) => {
      if (options.failRestore) return { status: 409, body: { error: 'Too late' } };
      (body as { ids: string[] }).ids.forEach((id) => deleted.delete(id));
      return { body: { restored: (body as { ids: string[] }).ids.length } };
    },
  });
  return api;
}

const card = (name: string) => screen.getByRole('article', { name });

function longPress(element: HTMLElement) {
  fireEvent.pointerDown(element, { clientX: 5, clientY: 5 });
  act(() => jest.advanceTimersByTime(500));
  fireEvent.pointerUp(element);
  fireEvent.click(element);
}

async function enterSelectModeOn(name: string) {
  jest.useFakeTimers();
  try {
    longPress(card(name));
  } finally {
    jest.useRealTimers();
  }
}

it('a 500 ms long press starts multi-select mode with that card selected; a shorter one does not', async () => {
  serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  jest.useFakeTimers();
  try {
    fireEvent.pointerDown(card('Company 01'), { clientX: 5, clientY: 5 });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    fireEvent.pointerUp(card('Company 01'));
    fireEvent.click(card('Company 01'));
  } finally {
    jest.useRealTimers();
  }
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select Company 01' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select Company 02' })).not.toBeChecked();
  // The click that ended the press opened nothing.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('in select mode clicks toggle cards; emptying the selection or Escape leaves the mode', async () => {
  serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await enterSelectModeOn('Company 01');
  await userEvent.click(card('Company 02'));
  expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(card('Company 02'));
  await userEvent.click(card('Company 01'));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

  await enterSelectModeOn('Company 03');
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
});

it('Select All selects every card shown; Unselect All leaves select mode', async () => {
  serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Unselect All' }));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Select All' })).toBeInTheDocument();
});

it('keyboard: Space toggles a focused card, Enter toggles in select mode and opens outside it', async () => {
  serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  act(() => card('Company 01').focus());
  await userEvent.keyboard(' ');
  expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  act(() => card('Company 02').focus());
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Company 02' })).toBeInTheDocument();
});

it("bulk delete hides the cards at once, toasts 'Deleted N companies' for 8 s, and Undo restores them", async () => {
  const api = serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  expect(screen.getByText('3 companies')).toBeInTheDocument();
  await enterSelectModeOn('Company 01');
  await userEvent.click(card('Company 02'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Deleted 2 companies')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Company 01' })).not.toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Company 02' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Company 03' })).toBeInTheDocument();
  expect(screen.getByText('1 company')).toBeInTheDocument();
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(
    api
      .callsTo('DELETE /companies/:id')
      .map((c) => c.path)
      .sort(),
  ).toEqual(['/companies/c1', '/companies/c2']);
  const toast = useToastStore.getState().toasts.find((t) => t.message === 'Deleted 2 companies');
  expect(toast).toMatchObject({ type: 'success', duration: 8000, action: { label: 'Undo' } });

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored 2 companies')).toBeInTheDocument();
  expect(api.callsTo('POST /companies/restore')[0].body).toEqual({ ids: ['c1', 'c2'] });
  expect(await screen.findByRole('article', { name: 'Company 01' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Company 02' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('3 companies')).toBeInTheDocument());
});

it("shows 'Deleting...' while the deletes are in flight", async () => {
  const api = serverWith3();
  let release: () => void = () => undefined;
  api.on('DELETE /companies/:id', () => new Promise((resolve) => (release = () => resolve({ status: 204 }))));
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await enterSelectModeOn('Company 01');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  act(() => release());
  expect(await screen.findByText('Deleted 1 company')).toBeInTheDocument();
});

it('reports the deletes that failed and keeps those companies selected', async () => {
  serverWith3({ failDelete: ['c2'] });
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete 1 company')).toBeInTheDocument();
  expect(screen.getByText('Deleted 2 companies')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Company 02' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Company 01' })).not.toBeInTheDocument();
  expect(screen.getByText('1 of 1 selected')).toBeInTheDocument();
});

it("toasts 'Failed to restore companies' when Undo fails", async () => {
  serverWith3({ failRestore: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await enterSelectModeOn('Company 01');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Failed to restore companies')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Company 01' })).not.toBeInTheDocument();
});

it("toasts 'Error deleting companies' when the bulk delete itself breaks", async () => {
  serverWith3();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await enterSelectModeOn('Company 01');
  const allSettled = jest.spyOn(Promise, 'allSettled').mockRejectedValueOnce(new Error('boom'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Error deleting companies')).toBeInTheDocument();
  allSettled.mockRestore();
  expect(screen.getByRole('article', { name: 'Company 01' })).toBeInTheDocument();
});

it('deleted cards vanish before the refetched list arrives', async () => {
  const api = serverWith3();
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
  await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
  await userEvent.click(card('Company 03'));
  const refetches = api.callsTo('GET /companies').length;
  api.on('GET /companies', () => new Promise(() => undefined));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Deleted 2 companies')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /companies').length).toBeGreaterThan(refetches));
  expect(within(document.body).queryByRole('article', { name: 'Company 01' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Company 03' })).toBeInTheDocument();
  expect(screen.getByText('1 company')).toBeInTheDocument();
});
