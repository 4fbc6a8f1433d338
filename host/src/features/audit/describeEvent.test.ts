import { act } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import type { AuditEvent } from '@meridian/shared/model';
import { describeEvent } from './describeEvent';

const event = (patch: Partial<AuditEvent>): AuditEvent => ({
  id: 'e',
  at: '2026-11-27T10:00:00.000Z',
  actor: { id: 'u1', name: 'Dana Demo' },
  action: 'created',
  record_type: 'contact',
  record_id: 'c1',
  record_name: 'Chloe Dubois',
  contact_id: 'c1',
  company_id: null,
  changes: [],
  details: {},
  ...patch,
});

it('says every action in a sentence of its own', () => {
  expect(describeEvent(event({ action: 'updated', changes: [{ field: 'phone', from: '1', to: null }] }))).toEqual(["Dana Demo cleared Chloe Dubois's phone"]);
  expect(describeEvent(event({ action: 'updated', changes: [{ field: 'x_custom', from: 'a', to: 'b' }] }))).toEqual([
    "Dana Demo changed Chloe Dubois's x_custom from a to b",
  ]);
  expect(describeEvent(event({ action: 'deleted', record_type: 'company', record_name: 'Acme' }))).toEqual(['Dana Demo deleted the company Acme']);
  expect(describeEvent(event({ action: 'bulk_deleted', record_type: 'contact', record_name: null, details: { count: 1 } }))).toEqual([
    'Dana Demo deleted 1 contact',
  ]);
  expect(describeEvent(event({ action: 'bulk_restored', record_type: 'company', details: { count: 4 } }))).toEqual(['Dana Demo restored 4 companies']);
  expect(describeEvent(event({ action: 'merged', details: { count: 2, merged: 'Chloé Dubois, C. Dubois' } }))).toEqual([
    'Dana Demo merged 2 contacts into Chloe Dubois',
  ]);
  expect(describeEvent(event({ action: 'merge_undone', record_type: 'company', record_name: 'Acme', details: { count: 1 } }))).toEqual([
    'Dana Demo undid the merge into Acme: 1 company restored',
  ]);
  expect(describeEvent(event({ action: 'bulk_edited', record_type: 'contact', changes: [{ field: 'tags', from: null, to: 'vip' }] }))).toEqual([
    expect.stringMatching(/ \(bulk edit\)$/),
  ]);
  expect(describeEvent(event({ action: 'bulk_edit_undone', record_type: 'contact', changes: [{ field: 'tags', from: 'vip', to: null }] }))).toEqual([
    expect.stringMatching(/ \(bulk edit undone\)$/),
  ]);
  expect(describeEvent(event({ action: 'stage_moved', record_type: 'deal', changes: [{ field: 'stage', from: 'Lead', to: 'Won' }] }))).toEqual([
    'Dana Demo moved Chloe Dubois from Lead to Won',
  ]);
  expect(describeEvent(event({ action: 'invited', record_type: 'invitation', record_name: 'new@x.test', details: { role: 'admin' } }))).toEqual([
    'Dana Demo invited new@x.test as Admin',
  ]);
  expect(describeEvent(event({ action: 'joined', record_type: 'member', record_name: 'Sam Seller' }))).toEqual(['Sam Seller joined the organisation']);
  expect(
    describeEvent(
      event({
        action: 'updated',
        record_type: 'settings',
        record_name: null,
        changes: [{ field: 'record_access', from: 'everyone_edits', to: 'owners_only' }],
      }),
    ),
  ).toEqual(["Dana Demo changed the organisation's record access from Everyone edits everything to Owners and admins only"]);
  expect(describeEvent(event({ actor: null, action: 'removed', record_type: 'member', record_name: 'Sam Seller' }))).toEqual([
    'Meridian removed Sam Seller from the organisation',
  ]);
});

it('says them in French and German', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr'));
  expect(describeEvent(event({ action: 'updated', changes: [{ field: 'phone', from: '1', to: '2' }] }))).toEqual([
    'Dana Demo a changé le téléphone de Chloe Dubois de 1 à 2',
  ]);
  expect(describeEvent(event({ action: 'bulk_deleted', record_type: 'company', details: { count: 2 } }))).toEqual(['Dana Demo a supprimé 2 entreprises']);
  await act(() => useLocaleStore.getState().setLocale('de'));
  expect(describeEvent(event({ action: 'created', record_type: 'company', record_name: 'Acme' }))).toEqual(['Dana Demo hat das Unternehmen Acme erstellt']);
  expect(describeEvent(event({ action: 'imported', record_type: 'import', record_name: 'a.csv', details: { created: 1, updated: 2, failed: 0 } }))).toEqual([
    'Dana Demo hat a.csv importiert: 1 Kontakt erstellt, 2 aktualisiert, 0 fehlgeschlagen',
  ]);
});

it("names a note by its contact, as the trail records it, and never quotes the note's text", () => {
  const note = { record_type: 'note' as const, record_name: 'Called about the renewal', details: { contact: 'Chloe Dubois' } };
  expect(describeEvent(event({ ...note, action: 'created', changes: [{ field: 'body', from: null, to: 'Called about the renewal' }] }))).toEqual([
    'Dana Demo added a note to Chloe Dubois',
  ]);
  expect(describeEvent(event({ ...note, action: 'updated', changes: [{ field: 'body', from: 'Called', to: 'Called about the renewal' }] }))).toEqual([
    'Dana Demo edited a note on Chloe Dubois',
  ]);
});

it('words the shaping of pipelines: created, renamed, made the default, stages reordered, deleted', () => {
  const pipeline = { record_type: 'pipeline' as const, record_name: 'Renewals', contact_id: null };
  expect(describeEvent(event({ ...pipeline, action: 'created' }))).toEqual(['Dana Demo created the pipeline Renewals']);
  expect(describeEvent(event({ ...pipeline, action: 'updated', changes: [{ field: 'default', from: 'false', to: 'true' }] }))).toEqual([
    'Dana Demo made Renewals the default pipeline',
  ]);
  expect(describeEvent(event({ ...pipeline, action: 'updated', changes: [{ field: 'name', from: 'Renewal', to: 'Renewals' }] }))).toEqual([
    "Dana Demo changed Renewals's name from Renewal to Renewals",
  ]);
  expect(
    describeEvent(event({ ...pipeline, action: 'reordered', changes: [{ field: 'stages', from: 'Lead → Demo → Won', to: 'Demo → Lead → Won' }] })),
  ).toEqual(['Dana Demo reordered the stages of Renewals: Demo → Lead → Won']);
  expect(describeEvent(event({ ...pipeline, action: 'deleted', details: { moved: 3, merged: 0 } }))).toEqual(['Dana Demo deleted the pipeline Renewals']);
  expect(
    describeEvent(event({ record_type: 'stage', record_name: 'Proposal', action: 'updated', changes: [{ field: 'outcome', from: null, to: 'won' }] })),
  ).toEqual(["Dana Demo set Proposal's outcome to won"]);
});
