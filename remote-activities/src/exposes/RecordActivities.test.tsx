import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dayInZone, type Activity } from '@meridian/contract';
import { meReply, mockApi, renderWithProviders, resetAppState, signInAs, type ApiCall } from '@meridian/shared/testing';
import { activityPage, makeActivity, MEMBERS, TYPES } from '../testing/fixtures';
import RecordActivities from './RecordActivities';

const today = dayInZone(new Date(), 'UTC');
const allDay = (day: string) => ({ due_at: `${day}T00:00:00.000Z`, all_day: true });

/** GET /activities answering a record's open (done=false) and done (done=true) lists. */
function setUp(open: Activity[], done: Activity[] = []) {
  return mockApi({
    'GET /me': meReply('member'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /activities': (call: ApiCall) => ({ body: activityPage(call.query.done === 'true' ? done : open) }),
  });
}

const next = () => screen.getByText('Next activity').parentElement!.parentElement!;

beforeEach(() => {
  resetAppState();
  signInAs('member');
});

it('shows the next activity as overdue, then the open and done ones of the contact', async () => {
  const late = makeActivity({ subject: 'Follow up', ...allDay(addDays(today, -2)), contact_id: 'c1', contact_name: 'Ada' });
  const later = makeActivity({ subject: 'Quarterly review', ...allDay(addDays(today, 5)), contact_id: 'c1' });
  const finished = makeActivity({ subject: 'Intro call', done: true, done_at: '2026-11-01T10:00:00.000Z', contact_id: 'c1' });
  const api = setUp([late, later], [finished]);
  const { container } = renderWithProviders(<RecordActivities record={{ kind: 'contact', contactId: 'c1' }} />);
  expect(await screen.findByText('Overdue')).toBeInTheDocument();
  expect(within(next()).getByText('Follow up')).toBeInTheDocument();
  expect(container.querySelector('[data-state="overdue"]')).not.toBeNull();
  expect(screen.getByRole('list', { name: 'Open' })).toHaveTextContent('Quarterly review');
  expect(await screen.findByRole('list', { name: 'Done' })).toHaveTextContent('Intro call');
  expect(container.querySelector('[data-remote="activities"]')).not.toBeNull();
  const queries = api.callsTo('GET /activities').map((call) => call.query);
  expect(queries).toEqual(
    expect.arrayContaining([expect.objectContaining({ contact_id: 'c1', done: 'false' }), expect.objectContaining({ contact_id: 'c1', done: 'true' })]),
  );
});

it.each([
  ['due today', allDay(today), 'today', 'Due today'],
  ['planned later', allDay(addDays(today, 3)), 'planned', 'Planned'],
])('says when the next activity is %s', async (_case, due, state, text) => {
  setUp([makeActivity({ subject: 'Next up', ...due })]);
  const { container } = renderWithProviders(<RecordActivities record={{ kind: 'company', companyId: 'co1' }} compact />);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(container.querySelector(`[data-state="${state}"]`)).not.toBeNull();
});

it('says when nothing is planned', async () => {
  setUp([]);
  renderWithProviders(<RecordActivities record={{ kind: 'contact', contactId: 'c1' }} />);
  expect(await screen.findByText('Nothing planned')).toBeInTheDocument();
  expect(screen.getByText('No open activities.')).toBeInTheDocument();
});

it('Schedule opens the composer linked to the deal and its contact', async () => {
  const api = setUp([]);
  api.on('POST /activities', { status: 201, body: makeActivity() });
  renderWithProviders(<RecordActivities record={{ kind: 'deal', contactId: 'c1' }} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Activity' }, { timeout: 5000 });
  expect(within(dialog).getByText('This contact')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Send the contract');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  expect(await screen.findByText('Activity added')).toBeInTheDocument();
  expect(api.callsTo('POST /activities')[0].body).toMatchObject({
    subject: 'Send the contract',
    contact_id: 'c1',
    deal_contact_id: 'c1',
    company_id: null,
    all_day: true,
    due_at: today,
    done: false,
  });
});

it('Log a call: a call, now, already done', async () => {
  const api = setUp([]);
  api.on('POST /activities', { status: 201, body: makeActivity({ type: 'call', done: true }) });
  renderWithProviders(<RecordActivities record={{ kind: 'company', companyId: 'co1' }} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Log a call' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log a Call' }, { timeout: 5000 });
  expect(within(dialog).getByLabelText('Type')).toHaveValue('call');
  expect(within(dialog).getByLabelText(/Mark as done/)).toBeChecked();
  expect(within(dialog).getByLabelText(/Time/)).not.toHaveValue('');
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Talked pricing');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  expect(await screen.findByText('Activity logged')).toBeInTheDocument();
  const body = api.callsTo('POST /activities')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'call', done: true, all_day: false, company_id: 'co1', contact_id: null });
  expect(Math.abs(Date.parse(body.due_at as string) - Date.now())).toBeLessThan(2 * 60 * 1000);
});

it('read-only: no quick actions, no edits, the checkboxes only show', async () => {
  setUp([makeActivity({ subject: 'Look only' })]);
  renderWithProviders(<RecordActivities record={{ kind: 'contact', contactId: 'c1' }} readOnly />);
  expect(await screen.findByRole('checkbox', { name: 'Mark “Look only” as done' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log a call' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
});

it('compact: the next activity and the quick actions only', async () => {
  setUp([makeActivity({ subject: 'Only next', ...allDay(today) })], [makeActivity({ subject: 'Old one', done: true })]);
  renderWithProviders(<RecordActivities record={{ kind: 'deal', contactId: 'c1' }} compact />);
  expect(await screen.findByText('Only next')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByText('Old one')).not.toBeInTheDocument();
});

it('deletes an activity with Undo, which restores it', async () => {
  const doomed = makeActivity({ subject: 'Doomed' });
  let deleted = false;
  const api = setUp([]);
  api.on('GET /activities', (call) => ({ body: activityPage(call.query.done === 'true' || deleted ? [] : [doomed]) }));
  api.on('DELETE /activities/:id', () => {
    deleted = true;
    return { status: 204 };
  });
  api.on('POST /activities/restore', () => {
    deleted = false;
    return { body: { restored: 1 } };
  });
  renderWithProviders(<RecordActivities record={{ kind: 'contact', contactId: 'c1' }} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete “Doomed”' }));
  expect(await screen.findByText('Deleted: Doomed')).toBeInTheDocument();
  expect(await screen.findByText('No open activities.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(api.callsTo('POST /activities/restore')[0].body).toEqual({ ids: [doomed.id] });
  expect(await screen.findByRole('list', { name: 'Open' })).toHaveTextContent('Doomed');
});
