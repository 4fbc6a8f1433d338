// An activity's audit events as lines of the company's timeline, in each language.
import { formatDate, formatDateTime } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { makeEvent } from '../../../testing/fixtures';
import { timelineLine } from './timelineLine';

const nameOf = (id: string | null | undefined) => (id === 'u3' ? 'Ann Archer' : null);
const activity = (overrides: Parameters<typeof makeEvent>[0]) =>
  timelineLine(
    makeEvent({ record_type: 'activity', record_id: 'a1', record_name: 'Intro call', details: { type: 'meeting' }, changes: [], ...overrides }),
    nameOf,
  );

const DUE = '2026-12-03T09:00:00.000Z';

afterEach(async () => {
  await useLocaleStore.getState().setLocale('en');
});

it('scheduled for when, completed, reopened, rescheduled, deleted, restored', () => {
  expect(activity({ action: 'created', details: { type: 'meeting', due_at: DUE, all_day: 0 } }).title).toBe(
    `Scheduled the meeting “Intro call” for ${formatDateTime(DUE)}`,
  );
  expect(activity({ action: 'completed' }).title).toBe('Completed the meeting “Intro call”');
  expect(activity({ action: 'reopened' }).title).toBe('Reopened the meeting “Intro call”');
  expect(activity({ action: 'deleted' }).title).toBe('Deleted the meeting “Intro call”');
  expect(activity({ action: 'restored' }).title).toBe('Restored the meeting “Intro call”');
  const rescheduled = activity({
    changes: [
      { field: 'due_at', from: DUE, to: '2026-12-08T00:00:00.000Z' },
      { field: 'all_day', from: '0', to: '1' },
    ],
  });
  expect(rescheduled).toMatchObject({ title: `Rescheduled the meeting “Intro call” to ${formatDate('2026-12-08')}`, lines: [] });
});

it("an edit lists its fields; the event's contact is linked", () => {
  const line = activity({ contact_id: 'p1', details: { type: 'task', contact: 'Ada Lovelace' }, changes: [{ field: 'assignee_id', from: null, to: 'u3' }] });
  expect(line).toMatchObject({ title: 'Edited the task “Intro call”', lines: ['assignee: none → Ann Archer'], by: 'Sam Seller' });
  expect(line.contact).toEqual({ id: 'p1', name: 'Ada Lovelace' });
});

it.each([
  ['es', 'Reunión “Intro call” reabierta'],
  ['fr', 'Réunion « Intro call » rouverte'],
  ['de', 'Meeting „Intro call“ wieder geöffnet'],
] as const)('speaks %s', async (locale, reopened) => {
  await useLocaleStore.getState().setLocale(locale);
  expect(activity({ action: 'reopened' }).title).toBe(reopened);
});
