// The merge tests' organisations and calls: an organisation per test, its owner already seen
// (the first request records a member), and one person entered three times with notes, a file,
// activities, deals and history, made through the API where it can.
import type { TenantScope } from '../../src/db/tenant-scope';
import { tenantScope } from '../../src/db/tenant-scope';
import type { TestApp } from './app';
import { insertContact } from './duplicates';
import { multipartBody } from './multipart';
import { requester, type Answer } from './record-access';
import type { TestUser } from './tokens';

export function mergeFixtures(t: () => TestApp, prefix: string) {
  const call: ReturnType<typeof requester> = (...args) => requester(t())(...args);
  let orgs = 0;

  async function freshOrg(): Promise<{ user: TestUser; scope: TenantScope }> {
    const org = `${prefix}-${++orgs}`;
    const user: TestUser = { sub: `${org}-owner`, name: 'Olga Owner', email: `olga@${org}.test`, org };
    await call(user, 'GET', '/me');
    return { user, scope: tenantScope(t().db.db, org, t().db.dialect) };
  }

  async function ok(answer: Promise<Answer>, status = 200) {
    const res = await answer;
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
    return res.body;
  }

  /** Three contacts of one person: the primary, a second with a company, a file, a deal and an activity on it, a third with its own deal and activity. */
  async function person(user: TestUser, scope: TenantScope) {
    const company = (await ok(call(user, 'POST', '/companies', { name: 'Fabrikam' }), 201)).company.id as string;
    const primary = await insertContact(scope, { first: 'Chloe', last: 'Dubois', email: 'chloe@fabrikam.test', tags: 'VIP, lead' });
    const second = await insertContact(scope, {
      first: 'Chloé',
      last: 'D.',
      email: 'chloe.dubois@fabrikam.test',
      phone: '+33 1 23 45 67 89',
      company: 'Fabrikam SA',
      company_id: company,
      tags: 'vip, Partner',
      owner_id: user.sub,
    });
    const third = await insertContact(scope, { first: 'C', last: 'Dubois', email: 'cd@other.test', phone: '+33 9 99 99 99 99', tags: 'partner, new' });
    await ok(call(user, 'POST', `/contacts/${primary}/notes`, { body: 'Primary note' }), 201);
    await ok(call(user, 'POST', `/contacts/${second}/notes`, { body: 'Second note' }), 201);
    await ok(call(user, 'POST', `/contacts/${third}/notes`, { body: 'Third note' }), 201);
    const file = multipartBody([{ filename: 'brief.txt', data: 'the brief', contentType: 'text/plain' }]);
    const upload = await t().app.inject({
      method: 'POST',
      url: `/contacts/${second}/attachments`,
      headers: { ...(await t().headers(user)), ...file.headers },
      payload: file.payload,
    });
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    const pipelineId = (await ok(call(user, 'GET', '/pipeline'))).pipelines[0].id as string;
    const stages = (await ok(call(user, 'GET', `/pipeline/${pipelineId}/stages`))).data as { id: string; name: string }[];
    await ok(call(user, 'POST', `/pipeline/${second}/add`, { stageId: stages[0]!.id, deal: { value: '1200.00', currency: 'EUR' } }), 201);
    await ok(call(user, 'PUT', `/pipeline/${second}/move`, { stageId: stages[1]!.id }));
    await ok(call(user, 'POST', `/pipeline/${third}/add`, { stageId: stages[2]!.id, deal: { value: '50.00', currency: 'EUR' } }), 201);
    const due = '2030-01-01T10:00:00Z';
    const activity = async (subject: string, dealOf: string) =>
      (await ok(call(user, 'POST', '/activities', { type: 'call', subject, due_at: due, deal_contact_id: dealOf }), 201)).id as string;
    const onSecond = await activity('Call about the deal', second);
    const onThird = await activity("Third's deal", third);
    return { company, primary, second, third, stages, onSecond, onThird };
  }

  return {
    call,
    ok,
    freshOrg,
    person,
    merge: (user: TestUser, body: object) => call(user, 'POST', '/contacts/merge', body),
    undo: (user: TestUser, batchId: string) => call(user, 'POST', `/contacts/merge/${batchId}/undo`),
  };
}
