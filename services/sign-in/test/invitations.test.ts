import { InvitationCreated, INVITATION_DAYS, type TeamAnswer } from '@meridian/contract';
import { ISSUER } from './helpers';
import { createTeam, freshToken, invite, linkToken, matchesContract, org, type Team } from './team-helpers';

let team: Team;
let now = Date.now();
beforeEach(async () => {
  now = Date.now();
  team = await createTeam({ clock: () => now });
});
afterEach(() => team.t.close());

const DAY = 24 * 60 * 60 * 1000;
const owner = () => team.tokens.owner.accessToken;
const openPage = (link: string) => team.t.app.inject({ url: new URL(link).pathname });
const list = async () => (await org(team.t.app, 'GET', '/org/members', await freshToken(team, 'owner'))).json() as TeamAnswer;

describe('POST /org/invitations', () => {
  it('answers 201 with the invitation, its one-time link on this service and its expiry in 7 days', async () => {
    const res = await invite(team.t.app, team.tokens.admin.accessToken, '  New.Person@Example.TEST ', 'readonly');
    expect(res.statusCode).toBe(201);
    const body = res.json() as InvitationCreated;
    expect(matchesContract(InvitationCreated, body)).toBe(true);
    expect(body.invitation).toMatchObject({ email: 'new.person@example.test', role: 'readonly', invited_by: 'Ada Admin', status: 'pending' });
    expect(Date.parse(body.invitation.expires_at) - Date.parse(body.invitation.created_at)).toBe(INVITATION_DAYS * DAY);
    expect(body.link).toMatch(new RegExp(`^${ISSUER}/invite/[A-Za-z0-9_-]{43}$`));
    // No SMTP_URL here: nothing was sent.
    expect(body.email_sent).toBe(false);
    // Only the hash of the token is stored.
    const row = await team.t.app.db.selectFrom('invitations').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(linkToken(body.link));
    expect(row).toMatchObject({ org_slug: 'acme', invited_by: team.ids.admin, token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('replaces an open invitation for the same email: new link, new expiry, the old link dead', async () => {
    const first = (await invite(team.t.app, owner(), 'twice@example.test')).json() as InvitationCreated;
    now += DAY;
    const second = (await invite(team.t.app, await freshToken(team, 'owner'), 'TWICE@example.test', 'admin')).json() as InvitationCreated;
    expect(second.link).not.toBe(first.link);
    expect(Date.parse(second.invitation.expires_at)).toBe(Date.parse(first.invitation.expires_at) + DAY);
    expect((await list()).invitations.map((i) => [i.id, i.role])).toEqual([[second.invitation.id, 'admin']]);
    expect((await openPage(first.link)).statusCode).toBe(410);
    expect((await openPage(second.link)).statusCode).toBe(200);
  });

  it('refuses to invite an active member (409 already_member) and an owner unless the caller is one', async () => {
    const res = await invite(team.t.app, owner(), 'Sam@Meridian.test');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'sam@meridian.test is already a member', code: 'already_member', params: { email: 'sam@meridian.test' } });
    const asAdmin = await invite(team.t.app, team.tokens.admin.accessToken, 'boss@example.test', 'owner');
    expect([asAdmin.statusCode, asAdmin.json().code]).toEqual([403, 'owner_role_forbidden']);
    expect((await invite(team.t.app, owner(), 'boss@example.test', 'owner')).statusCode).toBe(201);
    expect((await list()).invitations.map((i) => i.email)).toEqual(['boss@example.test']);
  });

  it("takes any address the contract's email rule takes, an apostrophe included", async () => {
    expect((await invite(team.t.app, owner(), "o'brien@example.ie")).statusCode).toBe(201);
  });

  it('invites a removed member again, and an account of another organisation without saying so', async () => {
    await org(team.t.app, 'DELETE', `/org/members/${team.ids.member}`, owner());
    expect((await invite(team.t.app, owner(), 'sam@meridian.test')).statusCode).toBe(201);
    // Whether an address has an account elsewhere is not Acme's business: the page refuses it.
    expect((await invite(team.t.app, owner(), 'other@globex.test')).statusCode).toBe(201);
  });

  const hostile: [string, unknown, number, string][] = [
    ['no email', { role: 'member' }, 400, 'field_required'],
    ['no role', { email: 'a@example.test' }, 400, 'field_required'],
    ['a number as email', { email: 42, role: 'member' }, 400, 'email_invalid'],
    ['a huge email', { email: `${'a'.repeat(300)}@example.test`, role: 'member' }, 400, 'email_invalid'],
    ['a megabyte-sized email', { email: `${'a'.repeat(60_000)}@example.test`, role: 'member' }, 400, 'email_invalid'],
    ['a NUL in the email', { email: 'a\u0000b@example.test', role: 'member' }, 400, 'email_invalid'],
    ['a line break in the email', { email: 'a@example.test\r\nBcc: x@evil.test', role: 'member' }, 400, 'email_invalid'],
    ['a recipient list', { email: 'a,b@example.test', role: 'member' }, 400, 'email_invalid'],
    ['angle brackets', { email: '<a@example.test>', role: 'member' }, 400, 'email_invalid'],
    ['two @', { email: 'a@b@example.test', role: 'member' }, 400, 'email_invalid'],
    ['a doubled dot', { email: 'user..x@example.test', role: 'member' }, 400, 'email_invalid'],
    ['a dot before the @', { email: 'user.@example.test', role: 'member' }, 400, 'email_invalid'],
    ['a domain without a dot', { email: 'user@example', role: 'member' }, 400, 'email_invalid'],
    ['an unknown role', { email: 'a@example.test', role: 'root' }, 400, 'validation_failed'],
    ['an unknown field', { email: 'a@example.test', role: 'member', org_slug: 'globex' }, 400, 'field_unknown'],
    ['an unknown language', { email: 'a@example.test', role: 'member', language: 'xx' }, 400, 'validation_failed'],
    ['an array', [{ email: 'a@example.test', role: 'member' }], 400, 'validation_failed'],
    ['a string', 'a@example.test', 400, 'validation_failed'],
    ['__proto__', JSON.parse('{"email":"a@example.test","role":"member","__proto__":{"role":"owner"}}'), 400, 'field_unknown'],
  ];
  it.each(hostile)('refuses %s and stores nothing', async (_label, body, status, code) => {
    const res = await org(team.t.app, 'POST', '/org/invitations', owner(), JSON.stringify(body), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    expect(await team.t.app.db.selectFrom('invitations').select('id').execute()).toEqual([]);
  });

  it('refuses a body past the size limit', async () => {
    const res = await org(team.t.app, 'POST', '/org/invitations', owner(), { email: `${'a'.repeat(70 * 1024)}@x.test`, role: 'member' });
    expect(res.statusCode).toBe(413);
  });
});

describe('expiry and DELETE /org/invitations/:id', () => {
  it('lists an invitation as expired after 7 days, and its link no longer works', async () => {
    const created = (await invite(team.t.app, owner(), 'late@example.test')).json() as InvitationCreated;
    now += INVITATION_DAYS * DAY - 1000;
    expect((await list()).invitations[0].status).toBe('pending');
    expect((await openPage(created.link)).statusCode).toBe(200);
    now += 1000;
    expect((await list()).invitations[0].status).toBe('expired');
    const page = await openPage(created.link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This invitation has expired.');
  });

  it('revokes an invitation: gone from the list, its link refused, a second revoke 404', async () => {
    const created = (await invite(team.t.app, owner(), 'maybe@example.test')).json() as InvitationCreated;
    const res = await org(team.t.app, 'DELETE', `/org/invitations/${created.invitation.id}`, team.tokens.admin.accessToken);
    expect(res.statusCode).toBe(204);
    expect((await list()).invitations).toEqual([]);
    const page = await openPage(created.link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This invitation was withdrawn.');
    const again = await org(team.t.app, 'DELETE', `/org/invitations/${created.invitation.id}`, owner());
    expect(again.json()).toEqual({ error: 'Invitation not found', code: 'invitation_not_found' });
  });

  it.each(['0193a0d0-0000-7000-8000-000000000000', 'x'.repeat(100), '%00', "'; DROP TABLE invitations; --"])('answers 404 for the id %p', async (id) => {
    const res = await org(team.t.app, 'DELETE', `/org/invitations/${encodeURIComponent(id).replace('%2500', '%00')}`, owner());
    expect([res.statusCode, res.json().code]).toEqual([404, 'invitation_not_found']);
  });
});
