import { decodeJwt } from 'jose';
import { createTeam, org, type Team } from './team-helpers';
import { checkAuthMessage, signIn } from './helpers';

let team: Team;
beforeEach(async () => {
  team = await createTeam();
});
afterEach(() => team.t.close());

const put = (token: string, id: string, role: string) => org(team.t.app, 'PUT', `/org/members/${id}`, token, { role });
const remove = (token: string, id: string) => org(team.t.app, 'DELETE', `/org/members/${id}`, token);
const refresh = (refreshToken: string) => team.t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });

async function roleOf(id: string) {
  const row = await team.t.app.db.selectFrom('memberships').select('role').where('user_id', '=', id).executeTakeFirst();
  return row?.role;
}

describe('owner rules', () => {
  it('lets only an owner give, change or take away the owner role', async () => {
    const { owner, admin } = team.tokens;
    for (const res of [
      await put(admin.accessToken, team.ids.member, 'owner'),
      await put(admin.accessToken, team.ids.owner, 'admin'),
      await remove(admin.accessToken, team.ids.owner),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Only an owner can give, change or remove the owner role', code: 'owner_role_forbidden' });
    }
    expect(await roleOf(team.ids.owner)).toBe('owner');
    expect(await roleOf(team.ids.member)).toBe('member');

    expect((await put(owner.accessToken, team.ids.member, 'owner')).json()).toMatchObject({ role: 'owner' });
    // With two owners one may step down, or be removed by the other.
    expect((await put(owner.accessToken, team.ids.member, 'admin')).json()).toMatchObject({ role: 'admin' });
  });

  it('lets an admin manage admins, members and read-only users', async () => {
    const { admin } = team.tokens;
    expect((await put(admin.accessToken, team.ids.readonly, 'admin')).json()).toMatchObject({ role: 'admin' });
    expect((await put(admin.accessToken, team.ids.readonly, 'member')).json()).toMatchObject({ role: 'member' });
    expect((await remove(admin.accessToken, team.ids.readonly)).statusCode).toBe(204);
    expect(await roleOf(team.ids.readonly)).toBeUndefined();
  });

  it('checks the caller role the database has now, not the one in the token', async () => {
    // Ada's token still says admin; she is demoted to member meanwhile.
    await put(team.tokens.owner.accessToken, team.ids.admin, 'member');
    expect(decodeJwt(team.tokens.admin.accessToken).role).toBe('admin');
    const res = await org(team.t.app, 'GET', '/org/members', team.tokens.admin.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'role_forbidden' });
  });
});

describe('the last owner', () => {
  it('can be neither demoted nor removed, even by themselves', async () => {
    const { owner } = team.tokens;
    for (const res of [await put(owner.accessToken, team.ids.owner, 'admin'), await remove(owner.accessToken, team.ids.owner)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'The organisation must keep at least one owner', code: 'last_owner' });
    }
    expect(await roleOf(team.ids.owner)).toBe('owner');
  });

  it('can step down once there is another owner', async () => {
    await put(team.tokens.owner.accessToken, team.ids.admin, 'owner');
    expect((await put(team.tokens.owner.accessToken, team.ids.owner, 'member')).statusCode).toBe(200);
    // Now Ada is the last owner.
    expect((await remove(team.tokens.admin.accessToken, team.ids.admin)).statusCode).toBe(409);
  });

  it('keeps one owner when two owners demote each other at the same time', async () => {
    await put(team.tokens.owner.accessToken, team.ids.admin, 'owner');
    const [a, b] = await Promise.all([
      put(team.tokens.owner.accessToken, team.ids.admin, 'member'),
      put(team.tokens.admin.accessToken, team.ids.owner, 'member'),
    ]);
    // One wins; the other finds either the last owner (409) or that it is no longer an admin (403).
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].some((s) => s === 409 || s === 403)).toBe(true);
    const owners = await team.t.app.db.selectFrom('memberships').select('user_id').where('org_slug', '=', 'acme').where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
  });
});

describe('removing a member', () => {
  it('ends their refresh tokens and sessions at once and refuses their still-valid access token', async () => {
    const sam = team.tokens.member;
    const cookie = (await team.t.app.db.selectFrom('sessions').select('id_hash').where('user_id', '=', team.ids.member).execute()).length;
    expect(cookie).toBeGreaterThan(0);
    expect((await remove(team.tokens.admin.accessToken, team.ids.member)).statusCode).toBe(204);

    const res = await refresh(sam.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'refresh_failed' });
    const live = await team.t.app.db.selectFrom('sessions').select('id_hash').where('user_id', '=', team.ids.member).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const liveTokens = await team.t.app.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', team.ids.member)
      .where('revoked_at', 'is', null)
      .execute();
    expect(liveTokens).toEqual([]);
    // Gone from the list; the account remains (it may be invited again) without a membership.
    const members = (await org(team.t.app, 'GET', '/org/members', team.tokens.owner.accessToken)).json().members as { id: string }[];
    expect(members.map((m) => m.id)).not.toContain(team.ids.member);
    expect(await team.t.app.db.selectFrom('users').select('id').where('id', '=', team.ids.member).executeTakeFirst()).toBeDefined();
  });

  it('refuses a removed admin on the /org routes with token_revoked', async () => {
    expect((await remove(team.tokens.owner.accessToken, team.ids.admin)).statusCode).toBe(204);
    const res = await org(team.t.app, 'GET', '/org/members', team.tokens.admin.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_revoked' });
  });

  it('answers member_not_found for an unknown, removed or odd id, and changes nothing', async () => {
    await remove(team.tokens.owner.accessToken, team.ids.readonly);
    const ids = [team.ids.readonly, '0193a0d0-0000-7000-8000-000000000000', 'x'.repeat(100), '%00', 'a%00b', "1' OR '1'='1", '..%2F..%2Fetc'];
    for (const id of ids) {
      const res = await remove(team.tokens.owner.accessToken, id);
      expect([res.statusCode, res.json().code]).toEqual([404, 'member_not_found']);
      const changed = await put(team.tokens.owner.accessToken, id, 'admin');
      expect([changed.statusCode, changed.json().code]).toEqual([404, 'member_not_found']);
    }
    expect((await org(team.t.app, 'GET', '/org/members', team.tokens.owner.accessToken)).json().members).toHaveLength(3);
  });
});

describe('the role claim', () => {
  it('is in the access token, the login answer and check-auth, and follows a role change at the next refresh', async () => {
    const sam = team.tokens.member;
    expect(decodeJwt(sam.accessToken).role).toBe('member');
    expect((await put(team.tokens.admin.accessToken, team.ids.member, 'readonly')).statusCode).toBe(200);

    const res = await refresh(sam.refreshToken);
    expect(res.statusCode).toBe(200);
    const { tokens, user } = res.json().data;
    expect(user).toMatchObject({ id: team.ids.member, role: 'readonly' });
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ sub: team.ids.member, org: 'acme', role: 'readonly' });
  });

  it('reaches check-auth with the current role', async () => {
    const { cookie } = await signIn(team.t.app, { email: 'reader@meridian.test', password: 'meridian-demo' });
    await put(team.tokens.owner.accessToken, team.ids.readonly, 'member');
    const res = await team.t.app.inject({ url: '/sso/check-auth?origin=http://localhost:3000', cookies: { meridian_sid: cookie } });
    const [message] = checkAuthMessage(res.body);
    expect(message.user).toMatchObject({ role: 'member' });
    expect(decodeJwt((message.tokens as { accessToken: string }).accessToken).role).toBe('member');
  });

  it('takes a role claim from no one: unknown fields and bad roles are refused', async () => {
    const { admin } = team.tokens;
    const cases: [unknown, string][] = [
      [{ role: 'superuser' }, 'validation_failed'],
      [{ role: 'admin', owner: true }, 'field_unknown'],
      [{}, 'field_required'],
      [['admin'], 'validation_failed'],
      [{ role: 'admin\u0000' }, 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const res = await org(team.t.app, 'PUT', `/org/members/${team.ids.member}`, admin.accessToken, body);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const invalidJson = await org(team.t.app, 'PUT', `/org/members/${team.ids.member}`, admin.accessToken, '{"role":', { 'content-type': 'application/json' });
    expect(invalidJson.statusCode).toBe(400);
    expect(await roleOf(team.ids.member)).toBe('member');
  });
});
