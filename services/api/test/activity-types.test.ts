// The organisation's own activity types: listed after the built-in ones, unique names in any case,
// at most CUSTOM_ACTIVITY_TYPES_MAX, and a deleted one's activities become tasks.
import { CUSTOM_ACTIVITY_TYPES_MAX } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { activitiesApi, hoursFromNow } from './helpers/activities';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (org: string): TestUser => ({ sub: `${org}-owner`, name: `Owner of ${org}`, email: `owner@${org}.test`, org, role: 'owner' });

describe('/activity-types', () => {
  const org = user('org-act-types');
  const api = () => activitiesApi(t, org);

  it('lists built-in types then the own ones; names are unique in any case; deleting one makes its activities tasks', async () => {
    const added = await api().ok(api().call('POST', '/activity-types', { name: ' Site visit ' }), 201);
    expect(added).toEqual({ key: expect.any(String), name: 'Site visit', builtin: false });
    for (const name of ['site VISIT', 'Call']) {
      const res = await api().call('POST', '/activity-types', { name });
      expect([res.status, res.body.code]).toEqual([409, 'activity_type_exists']);
    }
    expect((await api().call('POST', '/activity-types', { name: '  ' })).status).toBe(400);
    const { types } = await api().ok(api().call('GET', '/activity-types'));
    expect(types.map((x: { key: string }) => x.key)).toEqual(['call', 'meeting', 'task', 'email', 'deadline', added.key]);
    const a = await api().create({ type: added.key, due_at: hoursFromNow(3) });
    expect(a.type).toBe(added.key);
    await api().ok(api().call('DELETE', `/activity-types/${added.key}`), 204);
    expect((await api().get(a.id)).type).toBe('task');
    expect((await api().call('DELETE', `/activity-types/${added.key}`)).status).toBe(404);
    expect((await api().events(added.key)).map((e) => [e.action, e.record_type])).toEqual([
      ['created', 'activity_type'],
      ['deleted', 'activity_type'],
    ]);
  });

  it(`keeps at most ${CUSTOM_ACTIVITY_TYPES_MAX} own types`, async () => {
    const full = user('org-act-types-full');
    const fullApi = activitiesApi(t, full);
    for (let i = 0; i < CUSTOM_ACTIVITY_TYPES_MAX; i++) await fullApi.ok(fullApi.call('POST', '/activity-types', { name: `Type ${i}` }), 201);
    const res = await fullApi.call('POST', '/activity-types', { name: 'One more' });
    expect([res.status, res.body.code, res.body.params]).toEqual([409, 'activity_types_full', { max: CUSTOM_ACTIVITY_TYPES_MAX }]);
  });
});
