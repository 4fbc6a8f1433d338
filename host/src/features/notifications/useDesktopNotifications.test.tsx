import { act, screen } from '@testing-library/react';
import { formatDateTime } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { currentLocation, LocationProbe, type Route } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { signInAs } from '../../test/team';
import { CALL, MEETING, notification, page } from '../../test/notifications';
import { NotificationBell } from './NotificationBell';
import { NOTIFICATIONS_POLL_MS } from './useNotifications';

/** The browser's Notification, as a test double: what the page showed, and the permission it has. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

const preferences = (desktop: boolean): Route => ({
  body: { language: null, timezone: null, date_format: null, time_format: null, notifications: { email: true, push: false, desktop } },
});

let answer = page([MEETING]);

function start(routes: Record<string, Route> = {}) {
  const api = signInAs('member', undefined, {
    'GET /notifications': () => answer,
    'GET /me/preferences': preferences(true),
    'GET /contacts/:id': { body: { id: 'c1', first: 'Ada', last: 'Lovelace' } },
    'POST /notifications/read': { body: { unread: 1 } },
    ...routes,
  });
  renderShell(
    <>
      <NotificationBell />
      <LocationProbe />
    </>,
    { route: '/contacts' },
  );
  return api;
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}

const nextPoll = () => wait(NOTIFICATIONS_POLL_MS);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  answer = page([MEETING]);
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
});

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has no Notification; remove the double for the other tests.
  delete window.Notification;
});

it('shows a new unread notification once, never those there when the page loaded', async () => {
  start();
  await wait(0);
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(FakeNotification.shown).toHaveLength(0);

  answer = page([CALL, MEETING]);
  await nextPoll();
  expect(FakeNotification.shown).toHaveLength(1);
  const [shown] = FakeNotification.shown;
  expect(shown.title).toBe('Call due: Intro call');
  expect(shown.options).toEqual({ body: `Due ${formatDateTime(CALL.due_at)} · Ada Lovelace`, tag: 'n3' });

  await nextPoll();
  expect(FakeNotification.shown).toHaveLength(1);
});

it('says the due day of an all-day one, and only the due when it links no record', async () => {
  answer = page([]);
  start();
  await wait(0);
  answer = page([notification('n7', { type: 'deadline', subject: 'Renewal', due_at: '2026-12-09T00:00:00.000Z', all_day: true })]);
  await nextPoll();
  expect(FakeNotification.shown.map((n) => [n.title, n.options.body])).toEqual([['Deadline due: Renewal', 'Due Dec 9, 2026']]);
});

it('does not show one that arrived already read', async () => {
  start();
  await wait(0);
  answer = page([{ ...CALL, read_at: '2026-12-02T14:31:00.000Z' }, MEETING]);
  await nextPoll();
  expect(FakeNotification.shown).toHaveLength(0);
});

it('shows none when the member turned desktop notifications off', async () => {
  start({ 'GET /me/preferences': preferences(false) });
  await wait(0);
  answer = page([CALL, MEETING]);
  await nextPoll();
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(FakeNotification.shown).toHaveLength(0);
});

it.each(['default', 'denied'] as const)('shows none and never asks when the permission is %s', async (permission) => {
  FakeNotification.permission = permission;
  const requestPermission = jest.fn();
  Object.assign(FakeNotification, { requestPermission });
  start();
  await wait(0);
  answer = page([CALL, MEETING]);
  await nextPoll();
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(FakeNotification.shown).toHaveLength(0);
  expect(requestPermission).not.toHaveBeenCalled();
});

it('focuses the window, opens the record and marks it read when clicked', async () => {
  const api = start();
  const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
  await wait(0);
  answer = page([CALL, MEETING]);
  await nextPoll();
  const [shown] = FakeNotification.shown;
  await act(async () => shown.onclick!());
  await wait(0);
  expect(focus).toHaveBeenCalled();
  expect(shown.close).toHaveBeenCalled();
  expect(currentLocation()).toBe('/contacts/c1');
  expect(api.callsTo('POST /notifications/read').map((call) => call.body)).toEqual([{ ids: ['n3'] }]);
  focus.mockRestore();
});

it("speaks the member's language", async () => {
  await act(async () => {
    await useLocaleStore.getState().setLocale('de');
  });
  start();
  await wait(0);
  answer = page([CALL, MEETING]);
  await nextPoll();
  expect(FakeNotification.shown.map((n) => [n.title, n.options.body])).toEqual([
    ['Anruf fällig: Intro call', `Fällig ${formatDateTime(CALL.due_at)} · Ada Lovelace`],
  ]);
});
