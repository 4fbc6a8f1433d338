import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meReply, mockApi, renderWithProviders, resetAppState, signInAs } from '@meridian/shared/testing';
import { makeActivity, MEMBERS, TYPES } from '../../../testing/fixtures';
import { ActivityComposer, type ActivityComposerProps } from './ActivityComposer';

// The member's zone: New York, UTC-5 in December.
jest.mock('@meridian/shared/format', () => ({ ...jest.requireActual('@meridian/shared/format'), currentTimeZone: () => 'America/New_York' }));

beforeEach(() => {
  resetAppState();
  signInAs('member');
});

function setUp() {
  return mockApi({
    'GET /me': meReply('member'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /contacts': { body: { contacts: [{ id: 'c9', first: 'Grace', last: 'Hopper' }], pagination: { totalCount: 1 } } },
  });
}

function renderComposer(props: Partial<ActivityComposerProps> = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<ActivityComposer assigneeId="u1" onSaved={onSaved} onClose={onClose} {...props} />);
  return { onSaved, onClose, dialog: screen.getByRole('dialog') };
}

it('refuses a blank subject and an impossible date before sending', async () => {
  const api = setUp();
  const { dialog } = renderComposer();
  await userEvent.clear(within(dialog).getByLabelText(/Due date/));
  await userEvent.type(within(dialog).getByLabelText(/Subject/), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a valid date')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText(/Subject/)).toHaveFocus());
  expect(api.callsTo('POST /activities')).toHaveLength(0);
});

it('sends a timed activity as the instant its time is in the member’s zone', async () => {
  const api = setUp();
  const saved = makeActivity({ subject: 'Call Grace' });
  api.on('POST /activities', { status: 201, body: saved });
  const { dialog, onSaved, onClose } = renderComposer();
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Call Grace');
  await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Call');
  const day = within(dialog).getByLabelText(/Due date/);
  await userEvent.clear(day);
  await userEvent.type(day, '2026-12-02');
  await userEvent.type(within(dialog).getByLabelText(/Time/), '14:30');
  await userEvent.type(within(dialog).getByLabelText(/Duration/), '30');
  await userEvent.type(within(dialog).getByLabelText('Contact'), 'Grace');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Grace Hopper' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  expect(await screen.findByText('Activity added')).toBeInTheDocument();
  expect(api.callsTo('POST /activities')[0].body).toEqual({
    type: 'call',
    subject: 'Call Grace',
    due_at: '2026-12-02T19:30:00.000Z',
    all_day: false,
    duration_minutes: 30,
    note: null,
    assignee_id: 'u1',
    contact_id: 'c9',
    company_id: null,
    deal_contact_id: null,
    done: false,
  });
  expect(onSaved).toHaveBeenCalledWith(saved);
  expect(onClose).toHaveBeenCalled();
});

it('sends an activity without a time as all day, on its calendar day', async () => {
  const api = setUp();
  api.on('POST /activities', { status: 201, body: makeActivity() });
  const { dialog } = renderComposer();
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Renewal deadline');
  const day = within(dialog).getByLabelText(/Due date/);
  await userEvent.clear(day);
  await userEvent.type(day, '2026-12-24');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  await screen.findByText('Activity added');
  expect(api.callsTo('POST /activities')[0].body).toMatchObject({ due_at: '2026-12-24', all_day: true, duration_minutes: null });
});

it('a refused save keeps what was typed and shows the server’s reason', async () => {
  const api = setUp();
  api.on('POST /activities', { status: 400, body: { error: 'The assignee is not a member of this organisation', code: 'assignee_invalid' } });
  const { dialog, onClose } = renderComposer();
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Keep me');
  await userEvent.type(within(dialog).getByLabelText('Note'), 'Some notes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Activity' }));
  expect(await within(dialog).findByText('The assignee is not a member of this organisation')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Keep me');
  expect(within(dialog).getByLabelText('Note')).toHaveValue('Some notes');
  expect(onClose).not.toHaveBeenCalled();
});

it('edits an activity: its time read back in the member’s zone, only a change sent', async () => {
  const api = setUp();
  const activity = makeActivity({ subject: 'Demo', type: 't-demo', due_at: '2026-12-02T19:30:00.000Z', all_day: false, duration_minutes: 45 });
  api.on('PUT /activities/:id', { body: activity });
  const { dialog } = renderComposer({ activity });
  expect(within(dialog).getByRole('heading', { name: 'Edit Activity' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Due date/)).toHaveValue('2026-12-02');
  expect(within(dialog).getByLabelText(/Time/)).toHaveValue('14:30');
  expect(within(dialog).getByLabelText('Type')).toHaveValue('t-demo');
  expect(await within(dialog).findByRole('option', { name: 'Product demo' })).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/Mark as done/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Activity updated');
  const body = api.callsTo('PUT /activities/:id')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ subject: 'Demo', type: 't-demo', due_at: '2026-12-02T19:30:00.000Z', all_day: false, duration_minutes: 45 });
  expect(body).not.toHaveProperty('done');
});
