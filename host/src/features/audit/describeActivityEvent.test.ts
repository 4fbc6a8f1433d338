// The Audit log's sentences for activities and activity types, in each language.
import { act } from '@testing-library/react';
import { formatDate, formatDateTime } from '@meridian/shared/format';
import { useLocaleStore } from '@meridian/shared/i18n';
import type { AuditEvent } from '@meridian/shared/model';
import { describeEvent } from './describeEvent';

const DUE = '2026-12-03T09:00:00.000Z';

const event = (patch: Partial<AuditEvent>): AuditEvent => ({
  id: 'e',
  at: '2026-11-27T10:00:00.000Z',
  actor: { id: 'u1', name: 'Sam Seller' },
  action: 'created',
  record_type: 'activity',
  record_id: 'a1',
  record_name: 'Intro call',
  contact_id: 'c1',
  company_id: null,
  changes: [],
  details: { type: 'call' },
  ...patch,
});

afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en'));
});

it('says who scheduled, completed, reopened, rescheduled, edited, deleted and restored which activity', () => {
  expect(describeEvent(event({ details: { type: 'call', due_at: DUE, all_day: 0 } }))).toEqual([
    `Sam Seller scheduled the call “Intro call” for ${formatDateTime(DUE)}`,
  ]);
  expect(describeEvent(event({}))).toEqual(['Sam Seller scheduled the call “Intro call”']);
  expect(describeEvent(event({ action: 'completed' }))).toEqual(['Sam Seller completed the call “Intro call”']);
  expect(describeEvent(event({ action: 'reopened' }))).toEqual(['Sam Seller reopened the call “Intro call”']);
  expect(
    describeEvent(
      event({
        action: 'updated',
        changes: [
          { field: 'due_at', from: DUE, to: '2026-12-04T00:00:00.000Z' },
          { field: 'all_day', from: 'false', to: 'true' },
        ],
      }),
    ),
  ).toEqual([`Sam Seller rescheduled the call “Intro call” to ${formatDate('2026-12-04')}`]);
  expect(describeEvent(event({ action: 'updated', changes: [{ field: 'subject', from: 'Intro', to: 'Intro call' }] }))).toEqual([
    'Sam Seller edited the call “Intro call”',
  ]);
  expect(describeEvent(event({ action: 'deleted', details: { type: 'email' } }))).toEqual(['Sam Seller deleted the email “Intro call”']);
  expect(describeEvent(event({ action: 'restored', details: { type: 'c_demo' }, actor: null }))).toEqual(['Meridian restored the activity “Intro call”']);
});

it('says who added or removed an activity type', () => {
  expect(describeEvent(event({ record_type: 'activity_type', record_name: 'Demo', details: {} }))).toEqual(['Sam Seller added the activity type “Demo”']);
  expect(describeEvent(event({ record_type: 'activity_type', action: 'deleted', record_name: 'Demo', details: {} }))).toEqual([
    'Sam Seller removed the activity type “Demo”',
  ]);
});

it.each([
  ['es', 'Sam Seller completó la llamada “Intro call”', 'Sam Seller añadió el tipo de actividad “Demo”'],
  ['fr', 'Sam Seller a terminé l’appel « Intro call »', 'Sam Seller a ajouté le type d’activité « Demo »'],
  ['de', 'Sam Seller hat den Anruf „Intro call“ erledigt', 'Sam Seller hat den Aktivitätstyp „Demo“ hinzugefügt'],
] as const)('speaks %s', async (locale, completed, typeAdded) => {
  await act(() => useLocaleStore.getState().setLocale(locale));
  expect(describeEvent(event({ action: 'completed' }))).toEqual([completed]);
  expect(describeEvent(event({ record_type: 'activity_type', record_name: 'Demo', details: {} }))).toEqual([typeAdded]);
});
