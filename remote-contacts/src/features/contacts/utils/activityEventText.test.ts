// An activity's audit events as lines of the contact's timeline: scheduled (for when), completed,
// reopened, rescheduled (a new due date alone), edited (its fields under it), deleted, restored.
import { formatDate, formatDateTime } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import { makeEvent } from '../../../testing/fixtures';
import { timelineItem } from './timelineItem';

const NAMES: Record<string, string> = { u3: 'Ann Archer', u4: 'Bob Baker' };
const nameOf = (id: string | null | undefined) => (id ? (NAMES[id] ?? null) : null);
const activity = (overrides: Parameters<typeof makeEvent>[0]) =>
  timelineItem(
    makeEvent({ record_type: 'activity', record_id: 'a1', record_name: 'Intro call', details: { type: 'call' }, changes: [], ...overrides }),
    nameOf,
  );

const DUE = '2026-12-03T09:00:00.000Z';

afterEach(async () => {
  await useLocaleStore.getState().setLocale('en');
});

it('scheduled, with when it is due: an instant in day and time, an all-day one as its day', () => {
  expect(activity({ action: 'created', details: { type: 'call', due_at: DUE, all_day: 0 } })).toMatchObject({
    title: `Scheduled the call “Intro call” for ${formatDateTime(DUE)}`,
    lines: [],
    by: 'Sam Seller',
  });
  expect(activity({ action: 'created', details: { type: 'deadline', due_at: '2026-12-03T00:00:00.000Z', all_day: 1 } }).title).toBe(
    `Scheduled the deadline “Intro call” for ${formatDate('2026-12-03')}`,
  );
  expect(activity({ action: 'created', changes: [{ field: 'due_at', from: null, to: DUE }] }).title).toBe(
    `Scheduled the call “Intro call” for ${formatDateTime(DUE)}`,
  );
  expect(activity({ action: 'created' }).title).toBe('Scheduled the call “Intro call”');
});

it.each([
  ['completed', 'Completed the call “Intro call”'],
  ['reopened', 'Reopened the call “Intro call”'],
  ['deleted', 'Deleted the call “Intro call”'],
  ['restored', 'Restored the call “Intro call”'],
] as const)('%s', (action, title) => {
  expect(activity({ action })).toMatchObject({ title, lines: [] });
});

it("an organisation's own type is 'the activity'", () => {
  expect(activity({ action: 'completed', details: { type: 'c_demo' } }).title).toBe('Completed the activity “Intro call”');
});

it('a new due date alone is a reschedule to that date', () => {
  const changes = [{ field: 'due_at', from: '2026-12-01T09:00:00.000Z', to: DUE }];
  expect(activity({ changes })).toMatchObject({ title: `Rescheduled the call “Intro call” to ${formatDateTime(DUE)}`, lines: [] });
  const allDay = [
    { field: 'due_at', from: DUE, to: '2026-12-04T00:00:00.000Z' },
    { field: 'all_day', from: 'false', to: 'true' },
  ];
  expect(activity({ changes: allDay }).title).toBe(`Rescheduled the call “Intro call” to ${formatDate('2026-12-04')}`);
});

it('another edit lists its fields, the assignee by name and a due date formatted', () => {
  const item = activity({
    changes: [
      { field: 'subject', from: 'Intro', to: 'Intro call' },
      { field: 'assignee_id', from: 'u3', to: 'u4' },
      { field: 'due_at', from: null, to: DUE },
    ],
  });
  expect(item.title).toBe('Edited the call “Intro call”');
  expect(item.lines).toEqual(['subject: Intro → Intro call', 'assignee: Ann Archer → Bob Baker', `due date: none → ${formatDateTime(DUE)}`]);
});

it.each([
  ['es', 'Llamada “Intro call” completada', 'Correo “Intro call” programado'],
  ['fr', 'Appel « Intro call » terminé', 'Réunion « Intro call » planifiée'],
  ['de', 'Anruf „Intro call“ erledigt', 'Meeting „Intro call“ geplant'],
] as const)('speaks %s', async (locale, completed, scheduled) => {
  await useLocaleStore.getState().setLocale(locale);
  expect(activity({ action: 'completed' }).title).toBe(completed);
  const type = locale === 'es' ? 'email' : 'meeting';
  expect(activity({ action: 'created', details: { type } }).title).toBe(scheduled);
});
