import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Activity } from '@meridian/contract';
import { deferred, meReply, mockApi, resetAppState, signInAs, type ApiCall } from '@meridian/shared/testing';
import { activityPage, counts, makeActivity, MEMBERS, TYPES } from '../../../testing/fixtures';
import { renderMyWork } from '../../../testing/renderActivities';

const overdue = makeActivity({
  subject: 'Call Ada back',
  type: 'call',
  due_at: '2026-11-30T14:00:00.000Z',
  all_day: false,
  contact_id: 'c1',
  contact_name: 'Ada Lovelace',
  company_id: 'co1',
  company_name: 'Acme Corp',
});
const today = makeActivity({ subject: 'Send the proposal', type: 't-demo' });

/** GET /activities answering each section from `sections` (by the query's section). */
function bySection(sections: Partial<Record<string, Activity[]>>) {
  return (call: ApiCall) => ({ body: activityPage(sections[call.query.section] ?? []) });
}

function setUp(sections: Partial<Record<string, Activity[]>> = { overdue: [overdue], today: [today] }) {
  const api = mockApi({
    'GET /me': meReply('owner'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /activities/counts': { body: counts({ overdue: 1, today: 1, upcoming: 0, done: 4 }) },
    'GET /activities': bySection(sections),
  });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  resetAppState();
  signInAs('owner');
});

it('shows the four sections with their counts, rows and empty states', async () => {
  const api = setUp();
  renderMyWork();
  expect(await screen.findByRole('heading', { name: 'My Work', level: 1 })).toBeInTheDocument();
  expect(await within(section('Overdue')).findByText('Call Ada back')).toBeInTheDocument();
  expect(within(section('Overdue')).getByRole('heading', { level: 2 })).toHaveTextContent('Overdue1');
  expect(within(section('Done')).getByRole('heading', { level: 2 })).toHaveTextContent('Done4');
  expect(within(section('Today')).getByText('Send the proposal')).toBeInTheDocument();
  // A built-in type by its catalogue name, the organisation's own by its name; links to the records.
  expect(within(section('Overdue')).getByText('Call')).toBeInTheDocument();
  expect(within(section('Today')).getByText('Product demo')).toBeInTheDocument();
  expect(within(section('Overdue')).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/contacts/c1');
  expect(within(section('Overdue')).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/companies/co1');
  expect(await within(section('Upcoming')).findByText('Nothing planned yet.')).toBeInTheDocument();
  expect(within(section('Done')).getByText('Nothing done yet.')).toBeInTheDocument();
  // Whose work: the signed-in member's, days counted in their zone.
  const sectionsAsked = api.callsTo('GET /activities').map((call) => call.query);
  expect(sectionsAsked.map((query) => query.section).sort()).toEqual(['done', 'overdue', 'today', 'upcoming']);
  expect(sectionsAsked.every((query) => query.assignee_id === 'u1' && query.tz === 'UTC')).toBe(true);
  expect(api.callsTo('GET /activities/counts')[0].query).toEqual({ assignee_id: 'u1', tz: 'UTC' });
});

it('checks an activity off at once, and Undo reopens it', async () => {
  const api = setUp();
  let completed = false;
  const answer = deferred({ body: { ...overdue, done: true } });
  api.on('POST /activities/:id/complete', () => {
    completed = true;
    return answer.route();
  });
  api.on('POST /activities/:id/reopen', () => {
    completed = false;
    return { body: overdue };
  });
  api.on('GET /activities', (call) => {
    if (call.query.section === 'overdue') return { body: activityPage(completed ? [] : [overdue]) };
    if (call.query.section === 'done') return { body: activityPage(completed ? [{ ...overdue, done: true }] : []) };
    return { body: activityPage([]) };
  });
  renderMyWork();
  const box = await screen.findByRole('checkbox', { name: 'Mark “Call Ada back” as done' });
  await userEvent.click(box);
  // Checked before the API has answered.
  expect(box).toBeChecked();
  answer.release();
  expect(api.callsTo('POST /activities/:id/complete')[0].path).toBe(`/activities/${overdue.id}/complete`);
  expect(await screen.findByText('Done: Call Ada back')).toBeInTheDocument();
  // The lists follow: it left Overdue for Done.
  expect(await within(section('Done')).findByRole('checkbox', { name: 'Reopen “Call Ada back”' })).toBeChecked();
  expect(await within(section('Overdue')).findByText('Nothing overdue. Well done!')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(api.callsTo('POST /activities/:id/reopen')).toHaveLength(1);
  expect(await within(section('Overdue')).findByText('Call Ada back')).toBeInTheDocument();
});

it('shows another member’s work when chosen, with whose it is on each row', async () => {
  const api = setUp();
  renderMyWork();
  await screen.findByText('Call Ada back');
  const teammateWork = makeActivity({ subject: 'Prepare the demo', assignee_id: 'u7', assignee_name: 'Sam Teammate', created_by: 'u7' });
  api.on('GET /activities', (call) => ({ body: activityPage(call.query.assignee_id === 'u7' && call.query.section === 'today' ? [teammateWork] : []) }));
  await userEvent.selectOptions(screen.getByLabelText('Whose work'), 'Sam Teammate');
  expect(await screen.findByText('Prepare the demo')).toBeInTheDocument();
  expect(screen.getByText('Assigned to Sam Teammate')).toBeInTheDocument();
  expect(api.callsTo('GET /activities/counts').at(-1)!.query.assignee_id).toBe('u7');
  // The owner may change anyone's activity.
  expect(screen.getByRole('checkbox', { name: 'Mark “Prepare the demo” as done' })).toBeEnabled();
});

it('a read-only member looks without changing: no New Activity, the checkbox disabled', async () => {
  signInAs('readonly');
  const api = mockApi({
    'GET /me': meReply('readonly'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /activities/counts': { body: counts({ today: 1 }) },
    'GET /activities': bySection({ today: [makeActivity({ subject: 'Read me', assignee_id: 'u7', created_by: 'u7' })] }),
  });
  renderMyWork();
  expect(await screen.findByRole('checkbox', { name: 'Mark “Read me” as done' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /New Activity/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit “Read me”/ })).not.toBeInTheDocument();
  expect(api.callsTo('POST /activities/:id/complete')).toHaveLength(0);
});

it('loads the next page of a section with Load more', async () => {
  const first = Array.from({ length: 20 }, (_, index) => makeActivity({ subject: `Upcoming ${index + 1}` }));
  const last = makeActivity({ subject: 'Upcoming 21' });
  const api = setUp();
  api.on('GET /activities', (call) => {
    if (call.query.section !== 'upcoming') return { body: activityPage([]) };
    const offset = Number(call.query.offset);
    return { body: activityPage(offset === 0 ? first : [last], { total: 21, offset }) };
  });
  renderMyWork();
  await screen.findByText('Upcoming 20');
  await userEvent.click(within(section('Upcoming')).getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Upcoming 21')).toBeInTheDocument();
  expect(api.callsTo('GET /activities').find((call) => call.query.offset === '20')!.query).toMatchObject({ section: 'upcoming', limit: '20' });
  expect(within(section('Upcoming')).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('a section that failed says so and loads again with Retry', async () => {
  const api = setUp();
  let fail = true;
  api.on('GET /activities', (call) => {
    if (call.query.section === 'today' && fail) return { status: 400, body: { error: 'Nope', code: 'validation_failed' } };
    return { body: activityPage(call.query.section === 'today' ? [today] : []) };
  });
  renderMyWork();
  expect(await within(section('Today')).findByText('Could not load these activities')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(section('Today')).getByRole('button', { name: /Retry/ }));
  expect(await within(section('Today')).findByText('Send the proposal')).toBeInTheDocument();
});

it('New Activity opens the composer', async () => {
  setUp();
  renderMyWork();
  await userEvent.click(await screen.findByRole('button', { name: 'New Activity' }));
  expect(await screen.findByRole('dialog', { name: 'New Activity' }, { timeout: 5000 })).toBeInTheDocument();
});
