// The organisation's members and invitations through the API, against a real HTTP server on
// loopback that answers as the sign-in service's contract says (helpers/sign-in-server.ts).
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';

const ORG = 'team-org';
const owner: TestUser = { sub: 'u-owner', name: 'Olga Owner', email: 'olga@team.test', org: ORG, role: 'owner' };
const admin: TestUser = { sub: 'u-admin', name: 'Adam Admin', email: 'adam@team.test', org: ORG, role: 'admin' };
const sam: TestUser = { sub: 'u-sam', name: 'Sam Seller', email: 'sam@team.test', org: ORG, role: 'member' };
const rita: TestUser = { sub: 'u-rita', name: 'Rita Reader', email: 'rita@team.test', org: ORG, role: 'readonly' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const user of [owner, admin, sam, rita]) {
    t.signIn.addMember(ORG, { id: user.sub, name: user.name, email: user.email, role: user.role as 'owner' });
    // Their first request records them in the API's members mirror.
    expect((await call(user, 'GET', '/members')).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

async function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}`, 'x-service-id': 'meridian-web' } : await t.headers(user);
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const mirror = (id: string) => tenantScope(t.db.db, ORG, t.db.dialect).selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /organisation/members', () => {
  it("answers the sign-in service's team, asked with the caller's own token", async () => {
    const token = await t.tokens.sign(admin);
    const res = await call(admin, 'GET', '/organisation/members', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      ['u-admin', 'admin'],
      ['u-owner', 'owner'],
      ['u-rita', 'readonly'],
      ['u-sam', 'member'],
    ]);
    expect(t.signIn.calls.at(-1)).toEqual({ method: 'GET', path: '/org/members', authorization: `Bearer ${token}`, body: undefined });
  });

  it('is refused to a member before the sign-in service is asked', async () => {
    const before = t.signIn.calls.length;
    const res = await call(sam, 'GET', '/organisation/members');
    expect([res.statusCode, res.json().code]).toEqual([403, 'role_forbidden']);
    expect(t.signIn.calls.length).toBe(before);
  });
});

describe('invitations', () => {
  it('invites, replaces a pending invitation of the same address, and revokes', async () => {
    const first = await call(admin, 'POST', '/organisation/invitations', { email: ' new@team.test ', role: 'member' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      invitation: { email: 'new@team.test', role: 'member', status: 'pending', invited_by: 'Adam Admin' },
      email_sent: false,
    });
    const again = await call(admin, 'POST', '/organisation/invitations', { email: 'new@team.test', role: 'readonly' });
    const team = (await call(admin, 'GET', '/organisation/members')).json();
    expect(team.invitations.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual([[again.json().invitation.id, 'readonly']]);

    const revoke = await call(admin, 'DELETE', `/organisation/invitations/${again.json().invitation.id}`);
    expect(revoke.statusCode).toBe(204);
    const twice = await call(admin, 'DELETE', `/organisation/invitations/${again.json().invitation.id}`);
    expect([twice.statusCode, twice.json().code]).toEqual([404, 'invitation_not_found']);
  });

  it("passes the sign-in service's refusals on with their status, code and params", async () => {
    const member = await call(admin, 'POST', '/organisation/invitations', { email: 'sam@team.test', role: 'member' });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ error: 'sam@team.test is already a member', code: 'already_member', params: { email: 'sam@team.test' } });
    const asOwner = await call(admin, 'POST', '/organisation/invitations', { email: 'boss@team.test', role: 'owner' });
    expect([asOwner.statusCode, asOwner.json().code]).toEqual([403, 'owner_role_forbidden']);
  });

  it('refuses an address that is not one before asking the sign-in service', async () => {
    const before = t.signIn.calls.length;
    const res = await call(admin, 'POST', '/organisation/invitations', { email: 'not an address', role: 'member' });
    expect(res.json()).toMatchObject({ code: 'email_invalid', field: 'email' });
    expect(t.signIn.calls.length).toBe(before);
  });
});

describe('PUT /organisation/members/:id', () => {
  it("changes the role there and in the mirror, and cuts off the member's older tokens", async () => {
    const old = await t.tokens.sign(rita);
    expect((await call(rita, 'GET', '/me', undefined, old)).statusCode).toBe(200);
    const res = await call(owner, 'PUT', '/organisation/members/u-rita', { role: 'member' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'u-rita', role: 'member' });
    const row = await mirror('u-rita');
    expect(row.role).toBe('member');
    expect(Number(row.tokens_valid_after)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const refused = await call(rita, 'GET', '/me', undefined, old);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'token_revoked']);
    // The refreshed token, issued after the change, carries the new role and is accepted.
    const fresh = await t.tokens.sign({ ...rita, role: 'member' }, { issuedAt: Number(row.tokens_valid_after) });
    const me = await call(rita, 'GET', '/me', undefined, fresh);
    expect([me.statusCode, me.json().access.role]).toEqual([200, 'member']);
  });

  it('keeps the last owner an owner', async () => {
    const res = await call(owner, 'PUT', '/organisation/members/u-owner', { role: 'admin' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'last_owner']);
    expect((await mirror('u-owner')).tokens_valid_after).toBeNull();
  });

  it('answers member_not_found for someone who is no member', async () => {
    const res = await call(owner, 'PUT', '/organisation/members/u-nobody', { role: 'admin' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'member_not_found']);
  });
});

describe('the audit trail of the team', () => {
  const events = async (recordType: 'invitation' | 'member') =>
    (await call(owner, 'GET', `/audit?record_type=${recordType}`)).json().events as {
      action: string;
      record_name: string | null;
      changes: unknown[];
      details: object;
    }[];

  it('records invitations made and revoked, role changes (old → new) and removals with what was handed over', async () => {
    const made = await call(admin, 'POST', '/organisation/invitations', { email: 'audited@team.test', role: 'readonly' });
    await call(admin, 'DELETE', `/organisation/invitations/${made.json().invitation.id}`);
    expect((await events('invitation')).slice(0, 2)).toMatchObject([
      { action: 'invitation_revoked', record_name: 'audited@team.test' },
      { action: 'invited', record_name: 'audited@team.test', details: { role: 'readonly' } },
    ]);

    const kim: TestUser = { sub: 'u-kim', name: 'Kim Audited', email: 'kim@team.test', org: ORG, role: 'member' };
    t.signIn.addMember(ORG, { id: kim.sub, name: kim.name, email: kim.email, role: 'member' });
    expect((await call(kim, 'GET', '/members')).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/organisation/members/u-kim', { role: 'admin' })).statusCode).toBe(200);
    expect((await call(owner, 'POST', '/organisation/members/u-kim/remove', { hand_to: 'u-owner' })).statusCode).toBe(200);
    expect((await events('member')).slice(0, 2)).toMatchObject([
      { action: 'removed', record_name: 'Kim Audited', details: { contacts: 0, companies: 0, deals: 0, activities: 0, hand_to: 'Olga Owner' } },
      { action: 'role_changed', record_name: 'Kim Audited', changes: [{ field: 'role', from: 'member', to: 'admin' }] },
    ]);
  });
});
