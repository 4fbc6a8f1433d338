import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { formatDateTime } from '@meridian/shared/format';
import { currentLocation, deferred, LocationProbe } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { signInAs } from '../../test/team';
import { CALL, MEETING, notification, OLD_TASK, page } from '../../test/notifications';
import { NotificationBell } from './NotificationBell';

function renderBell() {
  return renderShell(
    <>
      <NotificationBell />
      <LocationProbe />
    </>,
    { route: '/contacts' },
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

it('shows the unread count on the bell and says it in its name', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([CALL, MEETING, OLD_TASK]) });
  renderBell();
  const button = await bell('Notifications, 2 unread');
  expect(button).toHaveTextContent('2');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('names the bell without a count and shows none when everything is read', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([OLD_TASK]) });
  renderBell();
  const button = await bell('Notifications');
  await waitFor(() => expect(button).toHaveAttribute('aria-label', 'Notifications'));
  expect(button).toHaveTextContent('');
});

it('shows 99+ beyond 99 unread', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([CALL], 140) });
  renderBell();
  expect(await bell('Notifications, 140 unread')).toHaveTextContent('99+');
});

it('lists the notifications newest first with their type, subject and due, the unread ones marked, each a link to its record', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([CALL, MEETING, OLD_TASK]) });
  renderBell();
  await userEvent.click(await bell('Notifications, 2 unread'));
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  const links = within(panel).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contacts/c1', '/companies/co1', '/my-work']);
  expect(links[0]).toHaveAccessibleName(`Intro call Call · ${formatDateTime(CALL.due_at)} Unread`);
  expect(links[1]).toHaveAccessibleName('Quarterly review Meeting · Dec 3, 2026 Unread');
  expect(links[2]).toHaveAccessibleName(`Send the offer Task · ${formatDateTime(OLD_TASK.due_at)}`);
  expect(links[0]).toHaveFocus();
});

it("names an organisation's own type by its name", async () => {
  signInAs('member', undefined, {
    'GET /notifications': page([notification('n9', { type: 't-demo', subject: 'Product demo' })]),
    'GET /activity-types': {
      body: {
        types: [
          { key: 'call', name: null, builtin: true },
          { key: 't-demo', name: 'Demo', builtin: false },
        ],
      },
    },
  });
  renderBell();
  await userEvent.click(await bell('Notifications, 1 unread'));
  expect(await screen.findByText(/^Demo · /)).toBeInTheDocument();
});

it('opens the record and marks the notification read when its link is followed', async () => {
  const api = signInAs('member', undefined, { 'GET /notifications': page([CALL, MEETING, OLD_TASK]), 'POST /notifications/read': { body: { unread: 1 } } });
  renderBell();
  await userEvent.click(await bell('Notifications, 2 unread'));
  await userEvent.click(screen.getByRole('link', { name: /^Intro call/ }));
  expect(currentLocation()).toBe('/contacts/c1');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('POST /notifications/read').map((call) => call.body)).toEqual([{ ids: ['n3'] }]));
  expect(await bell('Notifications, 1 unread')).toHaveTextContent('1');
  await userEvent.click(await bell('Notifications, 1 unread'));
  expect(screen.getByRole('link', { name: /^Intro call/ })).not.toHaveAccessibleName(/Unread/);
});

it('does not mark an already read notification again', async () => {
  const api = signInAs('member', undefined, { 'GET /notifications': page([OLD_TASK]) });
  renderBell();
  await userEvent.click(await bell());
  await userEvent.click(await screen.findByRole('link', { name: /^Send the offer/ }));
  expect(currentLocation()).toBe('/my-work');
  expect(api.callsTo('POST /notifications/read')).toHaveLength(0);
});

it('marks every notification read', async () => {
  const api = signInAs('member', undefined, { 'GET /notifications': page([CALL, MEETING, OLD_TASK]), 'POST /notifications/read': { body: { unread: 0 } } });
  renderBell();
  await userEvent.click(await bell('Notifications, 2 unread'));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(api.callsTo('POST /notifications/read').map((call) => call.body)).toEqual([{ all: true }]));
  expect(await bell('Notifications')).toHaveTextContent('');
  const links = within(screen.getByRole('dialog')).getAllByRole('link');
  links.forEach((link) => expect(link).not.toHaveAccessibleName(/Unread/));
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveFocus();
});

it('puts the unread marks back and says so when marking read fails', async () => {
  signInAs('member', undefined, {
    'GET /notifications': page([CALL, MEETING]),
    'POST /notifications/read': { status: 400, body: { error: 'Bad request' } },
  });
  renderBell();
  await userEvent.click(await bell('Notifications, 2 unread'));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByText('The notifications could not be marked as read: Bad request')).toBeInTheDocument();
  expect(await bell('Notifications, 2 unread')).toHaveTextContent('2');
  expect(within(screen.getByRole('dialog')).getAllByRole('link')[0]).toHaveAccessibleName(/Unread$/);
});

it('says so when there is nothing to show', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([]) });
  renderBell();
  await userEvent.click(await bell());
  expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveFocus();
});

it('shows loading, then an error with a retry that asks again', async () => {
  const first = deferred({ status: 403, body: { error: 'Forbidden' } });
  let answers = 0;
  const api = signInAs('member', undefined, {
    'GET /notifications': () => {
      answers += 1;
      return answers === 1 ? first.route() : page([CALL]);
    },
  });
  renderBell();
  await userEvent.click(await bell());
  expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
  first.release();
  expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /^Intro call/ })).toBeInTheDocument();
  expect(api.callsTo('GET /notifications')).toHaveLength(2);
});

it('moves through the items with the arrow keys and Tab, and Escape closes back to the bell', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([CALL, MEETING, OLD_TASK]) });
  renderBell();
  const button = await bell('Notifications, 2 unread');
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = within(screen.getByRole('dialog')).getAllByRole('link');
  expect(links[0]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(links[1]).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(links[2]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(links[2]).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(links[0]).toHaveFocus();
  await userEvent.tab();
  expect(links[1]).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(links[0]).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a click outside it', async () => {
  signInAs('member', undefined, { 'GET /notifications': page([CALL]) });
  renderBell();
  await userEvent.click(await bell('Notifications, 1 unread'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('location'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('polling', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  const wait = async (ms: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
    for (let i = 0; i < 10; i += 1) await act(async () => undefined);
  };

  it('asks again every 20 s and shows what arrived', async () => {
    let answer = page([MEETING]);
    const api = signInAs('member', undefined, { 'GET /notifications': () => answer });
    renderBell();
    await wait(0);
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
    answer = page([CALL, MEETING]);
    await wait(19_000);
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
    await wait(1_000);
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
  });

  it('does not ask while the tab is hidden', async () => {
    const api = signInAs('member', undefined, { 'GET /notifications': page([MEETING]) });
    renderBell();
    await wait(0);
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await wait(60_000);
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
  });

  it('asks again when the tab regains focus', async () => {
    const api = signInAs('member', undefined, { 'GET /notifications': page([MEETING]) });
    renderBell();
    await wait(6_000);
    const before = api.callsTo('GET /notifications').length;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(api.callsTo('GET /notifications').length).toBeGreaterThan(before);
  });
});

it('asks for nothing while nobody is signed in', async () => {
  const api = signInAs('member', undefined, { 'GET /notifications': page([CALL]) });
  act(() => useSessionStore.setState({ ...initialSessionState }));
  renderBell();
  expect(await bell('Notifications')).toBeInTheDocument();
  await act(async () => undefined);
  expect(api.callsTo('GET /notifications')).toHaveLength(0);
});
