// An event and its change commit together or not at all, on both databases. While the database
// refuses every audit insert (a trigger), each change path fails and leaves the organisation's
// data exactly as it was; and a change the API refuses writes no event.
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { auditApi, auditUser } from './helpers/audit';
import { multipartBody } from './helpers/multipart';
import { snapshotOrganisation } from './helpers/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => t.close());

const user = auditUser();
let api: ReturnType<typeof auditApi>;

async function refuseAuditInserts(on: boolean): Promise<void> {
  const { db, dialect } = t.db;
  if (dialect === 'postgres') {
    if (on) {
      await sql`create or replace function audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(db);
      await sql`create trigger audit_refuse before insert on audit_events for each row execute function audit_refuse()`.execute(db);
    } else await sql`drop trigger if exists audit_refuse on audit_events`.execute(db);
  } else if (on) await sql`create trigger audit_refuse before insert on audit_events begin select raise(abort, 'audit refused'); end`.execute(db);
  else await sql`drop trigger if exists audit_refuse`.execute(db);
}

interface Fixture {
  contactId: string;
  deletedContactId: string;
  companyId: string;
  deletedCompanyId: string;
  noteId: string;
  attachmentId: string;
  stageIds: string[];
  pipelineId: string;
  otherPipelineId: string;
  batchId: string;
  outsideId: string;
  activityId: string;
  doneActivityId: string;
  deletedActivityId: string;
  activityTypeId: string;
  twinCompanyId: string;
  contactMergeId: string;
  companyMergeId: string;
}
let f: Fixture;

const json = (res: LightMyRequestResponse) => res.json();

beforeAll(async () => {
  api = auditApi(t, user);
  const company = json(await api.call('POST', '/companies', { name: 'Atomic' })).company;
  const deletedCompany = json(await api.call('POST', '/companies', { name: 'Gone' })).company;
  await api.call('DELETE', `/companies/${deletedCompany.id}`);
  const contact = json(await api.call('POST', '/contacts', { first: 'At', last: 'Om', email: 'at@om.test', company_id: company.id }));
  const deleted = json(await api.call('POST', '/contacts', { first: 'De', last: 'Leted', email: 'de@om.test' }));
  await api.call('DELETE', `/contacts/${deleted.id}`);
  const outside = json(await api.call('POST', '/contacts', { first: 'Out', last: 'Side', email: 'out@om.test' }));
  const note = json(await api.call('POST', `/contacts/${contact.id}/notes`, { body: 'A note' }));
  const files = json(
    await api.call('POST', `/contacts/${contact.id}/attachments`, multipartBody([{ filename: 'f.txt', data: 'f', contentType: 'text/plain' }])),
  );
  const pipelineId = json(await api.call('GET', '/pipeline')).pipelines[0].id;
  const stageIds = json(await api.call('GET', `/pipeline/${pipelineId}/stages`)).data.map((s: { id: string }) => s.id);
  await api.call('POST', `/pipeline/${contact.id}/add`, { stageId: stageIds[0] });
  const otherPipelineId = json(await api.call('POST', '/pipeline', { name: 'Partners' })).id as string;
  for (const n of [1, 2]) await api.call('POST', '/contacts', { first: 'Batch', last: `B${n}`, email: `batch${n}@om.test` });
  const batchId = json(await api.call('POST', '/contacts/bulk-delete', { search: 'batch' })).batch_id;
  const activity = async (body: object = {}) =>
    json(await api.call('POST', '/activities', { type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', contact_id: contact.id, ...body }))
      .id as string;
  const activityId = await activity();
  const doneActivityId = await activity({ done: true });
  const deletedActivityId = await activity();
  await api.call('DELETE', `/activities/${deletedActivityId}`);
  const activityTypeId = json(await api.call('POST', '/activity-types', { name: 'Visit' })).key as string;
  const twin = json(await api.call('POST', '/companies', { name: 'Atomic Twin' })).company;
  // Merges done before the refusals, for their undos to fail.
  const kept = json(await api.call('POST', '/contacts', { first: 'Mer', last: 'Ged', email: 'mer@om.test' })).id as string;
  const mergeOf = (what: string, primary: string, other: string) =>
    api.call('POST', `/${what}/merge`, { primary_id: primary, ids: [other] }).then((res) => json(res).batch_id as string);
  const contactMergeId = await mergeOf('contacts', kept, json(await api.call('POST', '/contacts', { first: 'Mer', last: 'Ged', email: 'ged@om.test' })).id);
  const companyMergeId = await mergeOf('companies', twin.id, json(await api.call('POST', '/companies', { name: 'Atomic Triplet' })).company.id);
  f = {
    contactId: contact.id,
    deletedContactId: deleted.id,
    companyId: company.id,
    deletedCompanyId: deletedCompany.id,
    noteId: note.id,
    attachmentId: files.attachments[0].id,
    stageIds,
    pipelineId,
    otherPipelineId,
    batchId,
    outsideId: outside.id,
    activityId,
    doneActivityId,
    deletedActivityId,
    activityTypeId,
    twinCompanyId: twin.id,
    contactMergeId,
    companyMergeId,
  };
});

type Call = [method: 'POST' | 'PUT' | 'DELETE', url: (f: Fixture) => string, body?: (f: Fixture) => object];

const CHANGES: Record<string, Call> = {
  'contact create': ['POST', () => '/contacts', () => ({ first: 'New', last: 'One', email: 'new@om.test' })],
  'contact update': ['PUT', (f) => `/contacts/${f.contactId}`, () => ({ first: 'Changed', last: 'Om', email: 'at@om.test' })],
  'contact delete': ['DELETE', (f) => `/contacts/${f.contactId}`],
  'contact restore': ['POST', () => '/contacts/restore', (f) => ({ ids: [f.deletedContactId] })],
  'bulk delete': ['POST', () => '/contacts/bulk-delete', () => ({ search: 'om' })],
  'bulk delete undo': ['POST', (f) => `/contacts/bulk-delete/${f.batchId}/undo`],
  'note add': ['POST', (f) => `/contacts/${f.contactId}/notes`, () => ({ body: 'Another' })],
  'note edit': ['PUT', (f) => `/contacts/${f.contactId}/notes/${f.noteId}`, () => ({ body: 'Edited' })],
  'note delete': ['DELETE', (f) => `/contacts/${f.contactId}/notes/${f.noteId}`],
  'file delete': ['DELETE', (f) => `/contacts/${f.contactId}/attachments/${f.attachmentId}`],
  'company create': ['POST', () => '/companies', () => ({ name: 'Another' })],
  'company update': ['PUT', (f) => `/companies/${f.companyId}`, () => ({ name: 'Renamed' })],
  'company delete': ['DELETE', (f) => `/companies/${f.companyId}`],
  'company restore': ['POST', () => '/companies/restore', (f) => ({ ids: [f.deletedCompanyId] })],
  'pipeline add': ['POST', (f) => `/pipeline/${f.outsideId}/add`, (f) => ({ stageId: f.stageIds[1] })],
  'stage move': ['PUT', (f) => `/pipeline/${f.contactId}/move`, (f) => ({ stageId: f.stageIds[3] })],
  'pipeline remove': ['DELETE', (f) => `/pipeline/${f.contactId}/remove`],
  'deal change': ['PUT', (f) => `/pipeline/${f.contactId}/deal`, () => ({ value: '10', currency: 'USD', next_step: 'Call' })],
  'stage edit': ['PUT', (f) => `/pipeline/stages/${f.stageIds[0]}`, () => ({ name: 'Renamed stage' })],
  'settings change': ['PUT', () => '/organisation/settings', () => ({ default_currency: 'JPY' })],
  'activity create': ['POST', () => '/activities', () => ({ type: 'task', subject: 'New', due_at: '2030-01-02', all_day: true })],
  'activity update': ['PUT', (f) => `/activities/${f.activityId}`, () => ({ subject: 'Changed' })],
  'activity complete': ['POST', (f) => `/activities/${f.activityId}/complete`],
  'activity reopen': ['POST', (f) => `/activities/${f.doneActivityId}/reopen`],
  'activity delete': ['DELETE', (f) => `/activities/${f.activityId}`],
  'activity restore': ['POST', () => '/activities/restore', (f) => ({ ids: [f.deletedActivityId] })],
  'activity type create': ['POST', () => '/activity-types', () => ({ name: 'Lunch' })],
  'activity type delete': ['DELETE', (f) => `/activity-types/${f.activityTypeId}`],
  'contact merge': ['POST', () => '/contacts/merge', (f) => ({ primary_id: f.contactId, ids: [f.outsideId] })],
  'contact merge undo': ['POST', (f) => `/contacts/merge/${f.contactMergeId}/undo`],
  'company merge': ['POST', () => '/companies/merge', (f) => ({ primary_id: f.companyId, ids: [f.twinCompanyId] })],
  'company merge undo': ['POST', (f) => `/companies/merge/${f.companyMergeId}/undo`],
  'pipeline create': ['POST', () => '/pipeline', () => ({ name: 'Renewals' })],
  'pipeline delete': ['DELETE', (f) => `/pipeline/${f.otherPipelineId}?move_to=${f.pipelineId}`],
  'stage add': ['POST', (f) => `/pipeline/${f.pipelineId}/stages`, () => ({ name: 'Demo', position: 0 })],
  'stage delete with its cards moved': ['DELETE', (f) => `/pipeline/stages/${f.stageIds[0]}?move_to=${f.stageIds[1]}`],
  'stages reorder': ['PUT', (f) => `/pipeline/${f.pipelineId}/stages/order`, (f) => ({ stageIds: [...f.stageIds].reverse() })],
};

describe('while audit inserts fail', () => {
  beforeAll(() => refuseAuditInserts(true));
  afterAll(() => refuseAuditInserts(false));

  it.each(Object.entries(CHANGES))('%s fails and changes nothing', async (_name, [method, url, body]) => {
    const before = await snapshotOrganisation(t.db, user.org);
    const logged = t.logs.length;
    const res = await api.call(method, url(f), body?.(f));
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(t.logs.slice(logged))).toContain('audit refused'); // failed on the event, after the change's own statements
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
  });

  it('a file upload fails and stores no file', async () => {
    const before = await snapshotOrganisation(t.db, user.org);
    const res = await api.call('POST', `/contacts/${f.contactId}/attachments`, multipartBody([{ filename: 'g.txt', data: 'g', contentType: 'text/plain' }]));
    expect(res.statusCode).toBe(500);
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
  });
});

describe('a refused change', () => {
  it.each([
    ['an invalid email', 'PUT', (): string => `/contacts/${f.contactId}`, { first: 'X', last: 'Y', email: 'not-an-email' }, 400],
    ['an owner who is no member', 'PUT', (): string => `/contacts/${f.contactId}`, { first: 'X', last: 'Y', email: 'at@om.test', owner_id: 'nobody' }, 400],
    ['an amount that is no number', 'PUT', (): string => `/pipeline/${f.contactId}/deal`, { value: 'ten' }, 400],
    ['a blank stage name', 'PUT', (): string => `/pipeline/stages/${f.stageIds[0]}`, { name: '   ' }, 400],
    ['an unknown currency', 'PUT', (): string => '/organisation/settings', { default_currency: 'XXX' }, 400],
    ['a blank activity subject', 'PUT', (): string => `/activities/${f.activityId}`, { subject: '  ' }, 400],
    ['an activity due on no day', 'POST', (): string => '/activities', { type: 'call', subject: 'x', due_at: '2026-02-30', all_day: true }, 400],
  ] as const)('with %s writes no event', async (_name, method, url, body, status) => {
    expect((await api.step(() => api.call(method, url(), body), status)).added).toEqual([]);
  });
});
