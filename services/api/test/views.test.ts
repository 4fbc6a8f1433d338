// Saved views (GET/POST /views, PUT/DELETE /views/:id, PUT /views/default): the built-in view
// first, then shared and own views by name; private views seen by their creator alone; shared
// ones changed by their creator or an admin; each member's default; the settings checked against
// their list. Teammates of one organisation, each with a role.
import { ALL_VIEW_ID, COMPANY_COLUMNS_DEFAULT, CONTACT_COLUMNS_DEFAULT, VIEWS_PER_MEMBER_MAX, type ViewSettings } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

const ORG = 'views-org';
const person = (sub: string, role: string): TestUser => ({ sub, name: sub, email: `${sub}@views.test`, org: ORG, role });
const owner = person('v-owner', 'owner');
const admin = person('v-admin', 'admin');
const ana = person('v-ana', 'member');
const ben = person('v-ben', 'member');
const reader = person('v-reader', 'readonly');

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  call = caller(t);
});
afterAll(() => t.close());

const settings = (change: Partial<ViewSettings> = {}): ViewSettings => ({
  filters: { tags_any: 'vip', has_phone: 'no' },
  sort_by: 'created_at',
  sort_order: 'desc',
  columns: [{ key: 'name', width: 240 }, { key: 'phone' }, { key: 'tags' }],
  layout: 'table',
  ...change,
});
const create = (user: TestUser, body: Record<string, unknown> = {}) =>
  call('POST', '/views', { object: 'contacts', name: 'Hot leads', shared: false, settings: settings(), ...body }, user);
const list = (user: TestUser, object = 'contacts') => call('GET', `/views?object=${object}`, undefined, user);
const names = async (user: TestUser, object = 'contacts') => (await list(user, object)).body.views.map((v: { name: string }) => v.name);

describe('the built-in view', () => {
  it('comes first for every list and every role, with the default settings, and is the default until one is picked', async () => {
    for (const [object, columns] of [
      ['contacts', CONTACT_COLUMNS_DEFAULT],
      ['companies', COMPANY_COLUMNS_DEFAULT],
    ] as const) {
      const res = await list(person(`v-fresh-${object}`, 'readonly'), object);
      expect(res).toEqual({
        status: 200,
        body: {
          views: [
            {
              id: ALL_VIEW_ID,
              object,
              name: '',
              shared: true,
              created_by: null,
              editable: false,
              settings: { filters: {}, sort_by: 'name', sort_order: 'asc', columns: columns.map((key) => ({ key })), layout: 'cards' },
              created_at: null,
              updated_at: null,
            },
          ],
          default_view_id: ALL_VIEW_ID,
        },
      });
    }
  });

  it('cannot be changed or deleted, by anyone', async () => {
    for (const user of [owner, ana]) {
      expect(await call('PUT', '/views/all', { name: 'Mine now' }, user)).toMatchObject({ status: 409, body: { code: 'view_builtin' } });
      expect(await call('DELETE', '/views/all', undefined, user)).toMatchObject({ status: 409, body: { code: 'view_builtin' } });
    }
  });

  it('lists an unknown or missing object as a 400', async () => {
    expect((await list(ana, 'deals')).status).toBe(400);
    expect((await call('GET', '/views', undefined, ana)).status).toBe(400);
  });
});

describe('creating, changing and deleting a view', () => {
  it('keeps what was sent, trimmed, and answers it whole', async () => {
    const res = await create(ana, { name: '  Hot leads  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      object: 'contacts',
      name: 'Hot leads',
      shared: false,
      created_by: ana.sub,
      editable: true,
      settings: settings(),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const listed = (await list(ana)).body.views;
    expect(listed.map((v: { id: string }) => v.id)).toEqual([ALL_VIEW_ID, res.body.id]);
    expect(listed[1]).toEqual(res.body);
  });

  it('keeps a company view with the company filter whole (the union schema strips nothing)', async () => {
    const body = {
      object: 'companies',
      name: 'Big tech',
      shared: false,
      settings: {
        filters: { industry: 'Technology', size: 'large', has_website: 'yes' },
        sort_by: 'industry',
        sort_order: 'asc',
        columns: [{ key: 'name' }, { key: 'industry' }],
        layout: 'cards',
      },
    };
    const res = await call('POST', '/views', body, ana);
    expect([res.status, res.body.settings]).toEqual([201, body.settings]);
    expect((await list(ana, 'companies')).body.views[1].settings).toEqual(body.settings);
  });

  it('renames, shares and saves settings, only the fields sent', async () => {
    const { body: view } = await create(ana, { name: 'Renamed later' });
    const renamed = await call('PUT', `/views/${view.id}`, { name: ' Negotiation, this month ' }, ana);
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Negotiation, this month', shared: false, settings: settings() } });
    const next = settings({ filters: { pipeline_status: 'open', created_from: '2026-11-01T00:00:00Z' }, layout: 'cards' });
    const saved = await call('PUT', `/views/${view.id}`, { settings: next, shared: true }, ana);
    expect(saved).toMatchObject({ status: 200, body: { name: 'Negotiation, this month', shared: true, settings: next } });
    expect(saved.body.updated_at >= view.updated_at).toBe(true);
    expect(await call('DELETE', `/views/${view.id}`, undefined, ana)).toEqual({ status: 204, body: undefined });
    expect(await call('PUT', `/views/${view.id}`, { name: 'Again' }, ana)).toMatchObject({ status: 404, body: { code: 'view_not_found' } });
    expect(await call('DELETE', `/views/${view.id}`, undefined, ana)).toMatchObject({ status: 404, body: { code: 'view_not_found' } });
  });

  it('refuses a blank name', async () => {
    expect(await create(ana, { name: '   ' })).toMatchObject({ status: 400, body: { code: 'field_required', field: 'name' } });
    const { body: view } = await create(ana);
    expect(await call('PUT', `/views/${view.id}`, { name: '' }, ana)).toMatchObject({ status: 400, body: { code: 'field_required', field: 'name' } });
  });

  it(`keeps at most ${VIEWS_PER_MEMBER_MAX} views per member and list`, async () => {
    const busy = person('v-busy', 'member');
    const now = new Date().toISOString();
    const rows = Array.from({ length: VIEWS_PER_MEMBER_MAX - 1 }, (_, i) => ({
      id: uuidv7(),
      object: 'contacts',
      name: `View ${i}`,
      shared: 0,
      created_by: busy.sub,
      settings: JSON.stringify(settings()),
      created_at: now,
      updated_at: now,
    }));
    await tenantScope(t.db.db, ORG, t.db.dialect).insertInto('saved_views', rows).execute();
    expect((await create(busy)).status).toBe(201);
    expect(await create(busy)).toMatchObject({ status: 409, body: { code: 'views_too_many', params: { max: VIEWS_PER_MEMBER_MAX } } });
    // Per list: a company view is still free, and so is another member's.
    expect((await create(busy, { object: 'companies', settings: settings({ filters: {}, sort_by: 'name', columns: [{ key: 'name' }] }) })).status).toBe(201);
    expect((await create(ben)).status).toBe(201);
  });
});

describe('who sees and changes which view', () => {
  it('shows a private view to its creator alone: to everyone else it does not exist', async () => {
    const { body: mine } = await create(ben, { name: 'Ben private' });
    for (const other of [ana, admin, owner, reader]) {
      expect(await names(other)).not.toContain('Ben private');
      expect(await call('PUT', `/views/${mine.id}`, { name: 'Taken' }, other)).toMatchObject({ status: 404, body: { code: 'view_not_found' } });
      expect(await call('DELETE', `/views/${mine.id}`, undefined, other)).toMatchObject({ status: 404, body: { code: 'view_not_found' } });
      expect(await call('PUT', '/views/default', { object: 'contacts', view_id: mine.id }, other)).toMatchObject({ status: 404 });
    }
    expect(await names(ben)).toContain('Ben private');
  });

  it('lists a shared view for everyone, editable by its creator and admins only', async () => {
    const { body: shared } = await create(ben, { name: 'Ben shared', shared: true });
    const seen = async (user: TestUser) => (await list(user)).body.views.find((v: { id: string }) => v.id === shared.id);
    expect(await seen(ben)).toMatchObject({ editable: true, shared: true });
    expect(await seen(admin)).toMatchObject({ editable: true });
    expect(await seen(owner)).toMatchObject({ editable: true });
    expect(await seen(ana)).toMatchObject({ editable: false });
    expect(await seen(reader)).toMatchObject({ editable: false });
    for (const other of [ana, reader]) {
      expect(await call('PUT', `/views/${shared.id}`, { name: 'Mine' }, other)).toMatchObject({ status: 403, body: { code: 'view_not_editable' } });
      expect(await call('DELETE', `/views/${shared.id}`, undefined, other)).toMatchObject({ status: 403, body: { code: 'view_not_editable' } });
    }
    expect(await call('PUT', `/views/${shared.id}`, { name: 'Team pipeline' }, admin)).toMatchObject({
      status: 200,
      body: { name: 'Team pipeline', created_by: ben.sub },
    });
    // Unshared by its creator: a private view again, gone from the others' lists.
    expect(await call('PUT', `/views/${shared.id}`, { shared: false }, ben)).toMatchObject({ status: 200, body: { shared: false } });
    expect(await seen(ana)).toBeUndefined();
    expect(await call('DELETE', `/views/${shared.id}`, undefined, ben)).toMatchObject({ status: 204 });
  });

  it('lists the built-in view, then shared and own views by name, case aside', async () => {
    const u = person('v-order', 'member');
    for (const name of ['beta', 'Alpha', 'gamma']) await create(u, { name });
    const listed = await names(u);
    const own = listed.filter((n: string) => ['beta', 'Alpha', 'gamma'].includes(n));
    expect(listed[0]).toBe('');
    expect(own).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('lets a read-only member keep private views and a default, never share', async () => {
    const { body: own } = await create(reader, { name: 'Reader private' });
    expect(own).toMatchObject({ shared: false, editable: true });
    expect(await create(reader, { name: 'Reader shared', shared: true })).toMatchObject({ status: 403, body: { code: 'role_forbidden' } });
    expect(await call('PUT', `/views/${own.id}`, { shared: true }, reader)).toMatchObject({ status: 403, body: { code: 'role_forbidden' } });
    expect(await call('PUT', `/views/${own.id}`, { name: 'Reader renamed' }, reader)).toMatchObject({ status: 200 });
    expect(await call('PUT', '/views/default', { object: 'contacts', view_id: own.id }, reader)).toMatchObject({ status: 204 });
    expect((await list(reader)).body.default_view_id).toBe(own.id);
    expect(await call('DELETE', `/views/${own.id}`, undefined, reader)).toMatchObject({ status: 204 });
    expect((await list(reader)).body.default_view_id).toBe(ALL_VIEW_ID);
  });
});

describe('the default view', () => {
  it("is each member's own, falls back to 'all' when the view is gone or no longer shared, and can be 'all' again", async () => {
    const { body: team } = await create(ben, { name: 'Team default', shared: true });
    expect(await call('PUT', '/views/default', { object: 'contacts', view_id: team.id }, ana)).toEqual({ status: 204, body: undefined });
    expect((await list(ana)).body.default_view_id).toBe(team.id);
    expect((await list(ben)).body.default_view_id).toBe(ALL_VIEW_ID);
    // Per list: the companies list keeps its own.
    expect((await list(ana, 'companies')).body.default_view_id).toBe(ALL_VIEW_ID);
    expect(await call('PUT', '/views/default', { object: 'companies', view_id: team.id }, ana)).toMatchObject({
      status: 404,
      body: { code: 'view_not_found' },
    });

    await call('PUT', `/views/${team.id}`, { shared: false }, ben);
    expect((await list(ana)).body.default_view_id).toBe(ALL_VIEW_ID);
    await call('PUT', `/views/${team.id}`, { shared: true }, ben);
    expect((await list(ana)).body.default_view_id).toBe(team.id);

    expect(await call('PUT', '/views/default', { object: 'contacts', view_id: ALL_VIEW_ID }, ana)).toMatchObject({ status: 204 });
    expect((await list(ana)).body.default_view_id).toBe(ALL_VIEW_ID);
    await call('PUT', '/views/default', { object: 'contacts', view_id: team.id }, ana);
    await call('DELETE', `/views/${team.id}`, undefined, admin);
    expect((await list(ana)).body.default_view_id).toBe(ALL_VIEW_ID);
    const stored = await tenantScope(t.db.db, ORG, t.db.dialect).selectFrom('view_defaults').selectAll().where('view_id', '=', team.id).execute();
    expect(stored).toEqual([]);
  });

  it('refuses an unknown view id', async () => {
    for (const viewId of [uuidv7(), 'not-a-view', '']) {
      expect((await call('PUT', '/views/default', { object: 'contacts', view_id: viewId }, ana)).status).toBe(404);
    }
  });
});

describe('when a member is removed', () => {
  it('their private views and defaults go; their shared views stay, created_by kept, for admins to change', async () => {
    const leaver = person('v-leaver', 'member');
    const stayer = person('v-stayer', 'member');
    for (const user of [owner, leaver, stayer]) {
      t.signIn.addMember(ORG, { id: user.sub, name: user.name, email: user.email, role: user.role as 'owner' });
      await call('GET', '/members', undefined, user);
    }
    const { body: mine } = await create(leaver, { name: 'Leaver private' });
    const { body: team } = await create(leaver, { name: 'Leaver shared', shared: true });
    await call('PUT', '/views/default', { object: 'contacts', view_id: mine.id }, leaver);
    await call('PUT', '/views/default', { object: 'contacts', view_id: team.id }, stayer);

    const res = await t.app.inject({
      method: 'POST',
      url: `/organisation/members/${leaver.sub}/remove`,
      headers: await t.headers(owner),
      payload: { hand_to: stayer.sub },
    });
    expect(res.statusCode).toBe(200);

    const scope = tenantScope(t.db.db, ORG, t.db.dialect);
    const kept = await scope.selectFrom('saved_views').select(['id', 'created_by']).where('created_by', '=', leaver.sub).execute();
    expect(kept).toEqual([{ id: team.id, created_by: leaver.sub }]);
    expect(await scope.selectFrom('view_defaults').selectAll().where('user_id', '=', leaver.sub).execute()).toEqual([]);
    expect((await list(stayer)).body.default_view_id).toBe(team.id);
    expect(await call('PUT', `/views/${team.id}`, { name: 'Kept by the team' }, admin)).toMatchObject({ status: 200, body: { created_by: leaver.sub } });
  });
});
