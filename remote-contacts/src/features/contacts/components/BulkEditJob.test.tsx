// Past 10,000 contacts a bulk edit runs as a job: progress until done, then the same toast with
// Undo; a refusal or a failed job says so and keeps the selection.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkEdit, continueToQuestion, mockBulkEditPage, openAction, selectAllCards } from '../../../testing/bulkEdit';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();
afterEach(() => jest.useRealTimers());

async function tagAll(api: ReturnType<typeof mockBulkEditPage>) {
  renderContacts();
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Select all 100,000 matching' }));
  const dialog = await openAction('Add tags');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'vip');
  // The job's polling is timed by the fake clock from here.
  jest.useFakeTimers();
  fireEvent.click(within(continueToQuestion(dialog)).getByRole('button', { name: 'Apply' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  return api;
}

/** The progress panel's words (a live region) and its bar. */
const progressText = () => screen.getByRole('progressbar').getAttribute('aria-label');

const tick = () => act(() => jest.advanceTimersByTimeAsync(1000));

it('shows the progress of a job, asking every second, then the done toast with Undo; an undo job shows its own', async () => {
  const api = mockBulkEditPage(100_000);
  const running = bulkEdit({ status: 'running', total: 100_000, processed: 0, changed: 0, undo_until: null });
  let status = { ...running, processed: 12_000 };
  api.on('POST /contacts/bulk-edit', { status: 202, body: running });
  api.on('GET /contacts/bulk-edits/:id', () => ({ body: status }));
  await tagAll(api);

  expect(screen.getByText('Updating 0 of 100,000 contacts…')).toBeInTheDocument();
  await tick();
  expect(screen.getByText('Updating 12,000 of 100,000 contacts…')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Updating 12,000 of 100,000 contacts…' })).toHaveAttribute('aria-valuenow', '12');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();

  status = { ...running, status: 'done', processed: 100_000, changed: 99_000, undo_until: '2030-01-01T00:00:00.000Z' };
  await tick();
  expect(screen.getByText('99,000 contacts updated')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(api.callsTo('GET /contacts/bulk-edits/:id').map((c) => c.path)).toEqual(['/contacts/bulk-edits/be1', '/contacts/bulk-edits/be1']);
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({ filter: {}, except_ids: [], change: { action: 'add_tags', tags: 'vip' } });

  api.on('POST /contacts/bulk-edits/:id/undo', { status: 202, body: { ...status, status: 'undoing', processed: 0 } });
  status = { ...status, status: 'undoing', processed: 40_000 };
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(progressText()).toBe('Undoing: 0 of 100,000 contacts…');
  await tick();
  expect(progressText()).toBe('Undoing: 40,000 of 100,000 contacts…');
  status = { ...status, status: 'undone', processed: 100_000 };
  await tick();
  expect(screen.getByText('Edit undone: 99,000 contacts have their previous values again')).toBeInTheDocument();
});

it('a failed job says nothing was changed and keeps the selection', async () => {
  const api = mockBulkEditPage(100_000);
  const running = bulkEdit({ status: 'running', total: 100_000, processed: 0, changed: 0, undo_until: null });
  api.on('POST /contacts/bulk-edit', { status: 202, body: running });
  api.on('GET /contacts/bulk-edits/:id', { body: { ...running, status: 'failed', error: 'disk full' } });
  await tagAll(api);
  expect(progressText()).toBe('Updating 0 of 100,000 contacts…');
  await tick();
  expect(screen.getByText('The contacts could not be updated. Nothing was changed.')).toBeInTheDocument();
  expect(screen.getByText('All 100,000 matching contacts selected')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

it("a refusal shows the API's words and keeps the selection", async () => {
  const api = mockBulkEditPage();
  api.on('POST /contacts/bulk-edit', {
    status: 409,
    body: { error: 'Another bulk edit of this organisation is still running: try again when it has finished', code: 'bulk_edit_running' },
  });
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Remove tags');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'cold');
  fireEvent.click(within(continueToQuestion(dialog)).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Another bulk edit of this organisation is still running: try again when it has finished')).toBeInTheDocument();
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
});

it('an undo refused as too late says so', async () => {
  const api = mockBulkEditPage();
  api.on('POST /contacts/bulk-edits/:id/undo', { status: 410, body: { error: 'This edit can no longer be undone', code: 'bulk_edit_undo_expired' } });
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Remove tags');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'cold');
  fireEvent.click(within(continueToQuestion(dialog)).getByRole('button', { name: 'Apply' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('This edit can no longer be undone')).toBeInTheDocument();
});
