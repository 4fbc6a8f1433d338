// A contact's and a company's timeline (GET /contacts/:id/timeline, /companies/:id/timeline), on
// both databases: the record's whole history newest first from the audit trail, a company's with
// its contacts' events, paged by cursor; 404 exactly where the record's own detail answers 404.
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
let api: ReturnType<typeof auditApi>;
let companyId: string;
let contactId: string;
let otherContactId: string;

const summary = (events: AuditEvent[]) => events.map((e) => `${e.record_type} ${e.action}`);

async function timeline(url: string): Promise<{ events: AuditEvent[]; next_cursor: string | null }> {
  const res = await api.call('GET', url);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  api = auditApi(t, user);
  companyId = (await api.call('POST', '/companies', { name: 'Timeline Co' })).json().company.id;
  await api.call('PUT', `/companies/${companyId}`, { industry: 'Clocks' });
  contactId = (await api.call('POST', '/contacts', { first: 'Tim', last: 'Line', email: 'tim@line.test', company_id: companyId })).json().id;
  otherContactId = (await api.call('POST', '/contacts', { first: 'Other', last: 'One', email: 'other@line.test' })).json().id;
  await api.call('PUT', `/contacts/${contactId}`, { first: 'Tim', last: 'Lines', email: 'tim@line.test' });
  await api.call('POST', `/contacts/${contactId}/notes`, { body: 'First call' });
  await api.call('POST', `/contacts/${otherContactId}/notes`, { body: 'Not on the timeline' });
  await api.call('POST', `/contacts/${contactId}/attachments`, multipartBody([{ filename: 'offer.pdf', data: 'pdf', contentType: 'application/pdf' }]));
  const pipelineId = (await api.call('GET', '/pipeline')).json().pipelines[0].id;
  const stages = (await api.call('GET', `/pipeline/${pipelineId}/stages`)).json().data;
  await api.call('POST', `/pipeline/${contactId}/add`, { stageId: stages[0].id });
  await api.call('PUT', `/pipeline/${contactId}/move`, { stageId: stages[1].id });
  await api.call('PUT', `/pipeline/${contactId}/deal`, { next_step: 'Send the offer' });
});

describe('GET /contacts/:id/timeline', () => {
  it("holds the contact's field edits, notes, files, stage and deal changes, newest first, and nothing of another contact", async () => {
    const { events, next_cursor } = await timeline(`/contacts/${contactId}/timeline`);
    expect(summary(events)).toEqual([
      'deal updated',
      'deal stage_moved',
      'deal pipeline_added',
      'attachment created',
      'note created',
      'contact updated',
      'contact created',
    ]);
    expect(events.every((e) => e.contact_id === contactId)).toBe(true);
    expect(next_cursor).toBeNull();
  });

  it('pages by cursor', async () => {
    const first = await timeline(`/contacts/${contactId}/timeline?limit=4`);
    const second = await timeline(`/contacts/${contactId}/timeline?limit=4&cursor=${first.next_cursor}`);
    expect(summary([...first.events, ...second.events])).toEqual(summary((await timeline(`/contacts/${contactId}/timeline`)).events));
    expect(second.next_cursor).toBeNull();
  });

  it('is read by every role, a read-only user included', async () => {
    const res = await auditApi(t, { ...user, role: 'readonly' }).call('GET', `/contacts/${contactId}/timeline`);
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toHaveLength(7);
  });

  it('answers 404 for an unknown, malformed or deleted contact', async () => {
    const gone = (await api.call('POST', '/contacts', { first: 'Gone', last: 'Soon', email: 'gone@line.test' })).json().id;
    await api.call('DELETE', `/contacts/${gone}`);
    for (const id of ['019a0000-0000-7000-8000-000000000000', 'not-an-id', gone]) {
      const res = await api.call('GET', `/contacts/${id}/timeline`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('contact_not_found');
    }
  });
});

describe('GET /companies/:id/timeline', () => {
  it("holds the company's events and its contacts', newest first", async () => {
    const { events } = await timeline(`/companies/${companyId}/timeline`);
    expect(summary(events)).toEqual([
      'deal updated',
      'deal stage_moved',
      'deal pipeline_added',
      'attachment created',
      'note created',
      'contact updated',
      'contact created',
      'company updated',
      'company created',
    ]);
    expect(events.every((e) => e.company_id === companyId)).toBe(true);
  });

  it('answers 404 for an unknown, malformed or deleted company', async () => {
    const gone = (await api.call('POST', '/companies', { name: 'Gone Co' })).json().company.id;
    await api.call('DELETE', `/companies/${gone}`);
    for (const id of ['019a0000-0000-7000-8000-000000000000', 'not-an-id', gone]) {
      const res = await api.call('GET', `/companies/${id}/timeline`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('company_not_found');
    }
  });
});

describe('hostile input', () => {
  it.each([
    ['a cursor of garbage', '?cursor=%27%20or%201%3D1', 'cursor'],
    ['a huge cursor', `?cursor=${'A'.repeat(5_000)}`, 'cursor'],
    ['a limit of 0', '?limit=0', 'limit'],
    ['a limit that is no number', '?limit=many', 'limit'],
  ])('refuses %s on both timelines', async (_name, query, field) => {
    for (const url of [`/contacts/${contactId}/timeline${query}`, `/companies/${companyId}/timeline${query}`]) {
      const res = await api.call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
