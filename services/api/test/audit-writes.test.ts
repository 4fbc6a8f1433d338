// Every change path writes exactly its audit event (and a change that changes nothing writes
// none), on both databases: contacts, notes, files, companies, bulk delete and its undo, the
// pipeline, deals, stages and the organisation's settings. Imports: audit-imports.test.ts.
import type { AuditEvent } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { auditApi, auditUser } from './helpers/audit';
import { multipartBody } from './helpers/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => t.close());

const user = auditUser();
const actor = { id: user.sub, name: user.name };
let api: ReturnType<typeof auditApi>;
beforeAll(() => {
  api = auditApi(t, user);
});

/** The one event a call added, with the fields every event has checked. */
function only(added: AuditEvent[]): AuditEvent {
  expect(added).toHaveLength(1);
  const [event] = added;
  expect(event!.actor).toEqual(actor);
  expect(Date.now() - Date.parse(event!.at)).toBeLessThan(60_000);
  return event!;
}

describe('contacts', () => {
  it('records a create with its values, each changed field of an update, a delete and a restore', async () => {
    const created = await api.step(() => api.call('POST', '/contacts', { first: 'Ada', last: 'Lovelace', email: 'ada@audit.test', phone: '123' }), 201);
    const id = created.res.json().id;
    expect(only(created.added)).toMatchObject({
      action: 'created',
      record_type: 'contact',
      record_id: id,
      record_name: 'Ada Lovelace',
      contact_id: id,
      company_id: null,
      changes: [
        { field: 'first', from: null, to: 'Ada' },
        { field: 'last', from: null, to: 'Lovelace' },
        { field: 'email', from: null, to: 'ada@audit.test' },
        { field: 'phone', from: null, to: '123' },
        { field: 'owner', from: null, to: user.name },
      ],
      details: {},
    });

    const updated = await api.step(() => api.call('PUT', `/contacts/${id}`, { first: 'Ada', last: 'King', email: 'ada@audit.test', phone: null }), 200);
    expect(only(updated.added)).toMatchObject({
      action: 'updated',
      record_name: 'Ada King',
      contact_id: id,
      changes: [
        { field: 'last', from: 'Lovelace', to: 'King' },
        { field: 'phone', from: '123', to: null },
      ],
    });
    // The same values again: nothing changed, nothing recorded.
    expect((await api.step(() => api.call('PUT', `/contacts/${id}`, { first: 'Ada', last: 'King', email: 'ada@audit.test' }), 200)).added).toEqual([]);

    const deleted = await api.step(() => api.call('DELETE', `/contacts/${id}`), 204);
    expect(only(deleted.added)).toMatchObject({ action: 'deleted', record_type: 'contact', record_id: id, record_name: 'Ada King', changes: [] });
    const restored = await api.step(() => api.call('POST', '/contacts/restore', { ids: [id] }), 200);
    expect(only(restored.added)).toMatchObject({ action: 'restored', record_type: 'contact', record_id: id, contact_id: id });
    // Restoring a live contact changes nothing.
    expect((await api.step(() => api.call('POST', '/contacts/restore', { ids: [id] }), 200)).added).toEqual([]);
  });

  it('records a contact moving company under the company it joins, and a contact of a company under both ids', async () => {
    const company = (await api.call('POST', '/companies', { name: 'Acme' })).json().company;
    const created = await api.step(() => api.call('POST', '/contacts', { first: 'Bo', last: 'B', email: 'bo@audit.test', company_id: company.id }), 201);
    expect(only(created.added)).toMatchObject({ company_id: company.id, changes: expect.arrayContaining([{ field: 'company', from: null, to: 'Acme' }]) });
  });

  it('records a bulk delete and its undo as one event each, with the count', async () => {
    for (const n of [1, 2, 3]) await api.call('POST', '/contacts', { first: 'Bulk', last: `N${n}`, email: `bulk${n}@audit.test` });
    const deleted = await api.step(() => api.call('POST', '/contacts/bulk-delete', { search: 'bulk' }), 200);
    const batchId = deleted.res.json().batch_id;
    expect(only(deleted.added)).toMatchObject({ action: 'bulk_deleted', record_type: 'contact', record_id: batchId, details: { count: 3, search: 'bulk' } });
    const undone = await api.step(() => api.call('POST', `/contacts/bulk-delete/${batchId}/undo`), 200);
    expect(only(undone.added)).toMatchObject({ action: 'bulk_restored', record_type: 'contact', record_id: batchId, details: { count: 3 } });
    // Matching nothing deletes nothing and records nothing.
    expect((await api.step(() => api.call('POST', '/contacts/bulk-delete', { search: 'nomatchzz' }), 200)).added).toEqual([]);
  });
});

describe("a contact's notes and files", () => {
  it('records adds, edits and deletes, each on the contact and its company', async () => {
    const company = (await api.call('POST', '/companies', { name: 'Notes Inc' })).json().company;
    const contact = (await api.call('POST', '/contacts', { first: 'Cy', last: 'C', email: 'cy@audit.test', company_id: company.id })).json();
    const subject = { contact_id: contact.id, company_id: company.id, details: { contact: 'Cy C' } };
    const added = await api.step(() => api.call('POST', `/contacts/${contact.id}/notes`, { body: 'Call back\nTuesday' }), 201);
    const noteId = added.res.json().id;
    expect(only(added.added)).toMatchObject({
      action: 'created',
      record_type: 'note',
      record_id: noteId,
      record_name: 'Call back',
      changes: [{ field: 'body', from: null, to: 'Call back\nTuesday' }],
      ...subject,
    });
    const edited = await api.step(() => api.call('PUT', `/contacts/${contact.id}/notes/${noteId}`, { body: 'Call Wednesday' }), 200);
    expect(only(edited.added)).toMatchObject({ action: 'updated', changes: [{ field: 'body', from: 'Call back\nTuesday', to: 'Call Wednesday' }], ...subject });
    const removed = await api.step(() => api.call('DELETE', `/contacts/${contact.id}/notes/${noteId}`), 204);
    expect(only(removed.added)).toMatchObject({
      action: 'deleted',
      record_id: noteId,
      changes: [{ field: 'body', from: 'Call Wednesday', to: null }],
      ...subject,
    });

    const files = multipartBody([
      { filename: 'a.txt', data: 'aaa', contentType: 'text/plain' },
      { filename: 'b.pdf', data: 'bbbb', contentType: 'application/pdf' },
    ]);
    const uploaded = await api.step(() => api.call('POST', `/contacts/${contact.id}/attachments`, files), 201);
    const [a, b] = uploaded.res.json().attachments;
    expect(
      uploaded.added.map(({ action, record_type, record_id, record_name, contact_id, company_id, details }) => ({
        action,
        record_type,
        record_id,
        record_name,
        contact_id,
        company_id,
        details,
      })),
    ).toEqual([
      {
        action: 'created',
        record_type: 'attachment',
        record_id: a.id,
        record_name: 'a.txt',
        contact_id: contact.id,
        company_id: company.id,
        details: { size: 3, mime_type: 'text/plain', contact: 'Cy C' },
      },
      {
        action: 'created',
        record_type: 'attachment',
        record_id: b.id,
        record_name: 'b.pdf',
        contact_id: contact.id,
        company_id: company.id,
        details: { size: 4, mime_type: 'application/pdf', contact: 'Cy C' },
      },
    ]);
    const dropped = await api.step(() => api.call('DELETE', `/contacts/${contact.id}/attachments/${a.id}`), 204);
    expect(only(dropped.added)).toMatchObject({ action: 'deleted', record_type: 'attachment', record_id: a.id, record_name: 'a.txt', contact_id: contact.id });
  });
});

describe('companies', () => {
  it('records a create, each changed field, a delete and a restore', async () => {
    const created = await api.step(() => api.call('POST', '/companies', { name: 'Initech', industry: 'Software' }), 201);
    const id = created.res.json().company.id;
    expect(only(created.added)).toMatchObject({
      action: 'created',
      record_type: 'company',
      record_id: id,
      record_name: 'Initech',
      company_id: id,
      contact_id: null,
      changes: [
        { field: 'name', from: null, to: 'Initech' },
        { field: 'industry', from: null, to: 'Software' },
        // The creator owns it (record access), named as the trail names every owner.
        { field: 'owner', from: null, to: 'Xena Auditor' },
      ],
    });
    const updated = await api.step(() => api.call('PUT', `/companies/${id}`, { name: 'Initrode', industry: 'Software', size: 'small' }), 200);
    expect(only(updated.added)).toMatchObject({
      action: 'updated',
      record_name: 'Initrode',
      changes: [
        { field: 'name', from: 'Initech', to: 'Initrode' },
        { field: 'size', from: null, to: 'small' },
      ],
    });
    expect(only((await api.step(() => api.call('DELETE', `/companies/${id}`), 204)).added)).toMatchObject({
      action: 'deleted',
      record_id: id,
      record_name: 'Initrode',
    });
    expect(only((await api.step(() => api.call('POST', '/companies/restore', { ids: [id] }), 200)).added)).toMatchObject({ action: 'restored', record_id: id });
  });
});

describe('the pipeline, deals, stages and settings', () => {
  it('records an add, a move, a deal change, a removal and a stage edit', async () => {
    const company = (await api.call('POST', '/companies', { name: 'Deals Ltd' })).json().company;
    const contact = (await api.call('POST', '/contacts', { first: 'Di', last: 'D', email: 'di@audit.test', company_id: company.id })).json();
    const pipelineId = (await api.call('GET', '/pipeline')).json().pipelines[0].id;
    const stages: { id: string; name: string }[] = (await api.call('GET', `/pipeline/${pipelineId}/stages`)).json().data;
    const deal = { record_type: 'deal', record_id: contact.id, record_name: 'Di D', contact_id: contact.id, company_id: company.id };

    const added = await api.step(() => api.call('POST', `/pipeline/${contact.id}/add`, { stageId: stages[0]!.id }), 201);
    expect(only(added.added)).toMatchObject({ ...deal, action: 'pipeline_added', changes: [{ field: 'stage', from: null, to: stages[0]!.name }] });
    const moved = await api.step(() => api.call('PUT', `/pipeline/${contact.id}/move`, { stageId: stages[2]!.id }), 200);
    expect(only(moved.added)).toMatchObject({ ...deal, action: 'stage_moved', changes: [{ field: 'stage', from: stages[0]!.name, to: stages[2]!.name }] });
    // A move to the stage it is in changes nothing.
    expect((await api.step(() => api.call('PUT', `/pipeline/${contact.id}/move`, { stageId: stages[2]!.id }), 200)).added).toEqual([]);

    const changed = await api.step(() => api.call('PUT', `/pipeline/${contact.id}/deal`, { value: '1500', currency: 'EUR', next_step: 'Demo' }), 200);
    const dealChanges = changed.res.json().changes;
    expect(dealChanges.length).toBeGreaterThanOrEqual(2);
    expect(only(changed.added)).toMatchObject({ ...deal, action: 'updated', changes: dealChanges });

    const removed = await api.step(() => api.call('DELETE', `/pipeline/${contact.id}/remove`), 200);
    expect(only(removed.added)).toMatchObject({ ...deal, action: 'pipeline_removed', changes: [{ field: 'stage', from: stages[2]!.name, to: null }] });

    const renamed = await api.step(() => api.call('PUT', `/pipeline/stages/${stages[1]!.id}`, { name: 'Discovery', probability: 30 }), 200);
    expect(only(renamed.added)).toMatchObject({
      action: 'updated',
      record_type: 'stage',
      record_id: stages[1]!.id,
      record_name: 'Discovery',
      changes: [
        { field: 'name', from: stages[1]!.name, to: 'Discovery' },
        { field: 'probability', from: '25', to: '30' },
      ],
    });
  });

  it("records a change of the organisation's settings, and nothing when the value stays", async () => {
    const changed = await api.step(() => api.call('PUT', '/organisation/settings', { default_currency: 'EUR' }), 200);
    expect(only(changed.added)).toMatchObject({ action: 'updated', record_type: 'settings', changes: [{ field: 'default_currency', from: 'USD', to: 'EUR' }] });
    expect((await api.step(() => api.call('PUT', '/organisation/settings', { default_currency: 'EUR' }), 200)).added).toEqual([]);
  });
});
