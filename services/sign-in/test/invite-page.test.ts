import type { InvitationCreated } from '@meridian/contract';
import { decodeJwt } from 'jose';
import { addUser } from '../src/accounts';
import { APP_ORIGIN, checkAuthMessage, nextIp, postLogin, sessionCookie } from './helpers';
import { createTeam, freshToken, invite, linkToken, org, type Team } from './team-helpers';

let team: Team;
let now = Date.now();
beforeEach(async () => {
  now = Date.now();
  team = await createTeam({ clock: () => now });
});
afterEach(() => team.t.close());

async function inviteLink(email: string, role = 'member'): Promise<string> {
  const res = await invite(team.t.app, await freshToken(team, 'owner'), email, role);
  return new URL((res.json() as InvitationCreated).link).pathname;
}

function accept(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, ip = nextIp()) {
  return team.t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const userCount = async () => (await team.t.app.db.selectFrom('users').select('id').execute()).length;
const membership = (email: string) =>
  team.t.app.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.role', 'memberships.org_slug'])
    .where('users.email', '=', email)
    .execute();

describe('a new account', () => {
  it('shows the form, creates the account with the invited role, signs in and goes to the app; the link then works no more', async () => {
    const path = await inviteLink('newbie@example.test', 'admin');
    const page = await team.t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(page.body).toContain('Join Acme Corporation');
    expect(page.body).toContain('Dana Demo invited you to join Acme Corporation as Admin.');
    expect(page.body).toContain('value="newbie@example.test"');
    expect(page.body).toContain('name="name"');
    expect(page.body).toContain('autocomplete="new-password"');

    const res = await accept(path, { name: 'New Bie', password: 'a-good-password' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${APP_ORIGIN}/`);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(await membership('newbie@example.test')).toEqual([{ role: 'admin', org_slug: 'acme' }]);

    // The shell then signs in silently with that cookie; the token carries the role.
    const check = await team.t.app.inject({ url: `/sso/check-auth?origin=${APP_ORIGIN}`, cookies: { meridian_sid: cookie.value } });
    const [message] = checkAuthMessage(check.body);
    expect(message).toMatchObject({ status: 'authenticated', user: { email: 'newbie@example.test', name: 'New Bie', orgSlug: 'acme', role: 'admin' } });
    expect(decodeJwt((message.tokens as { accessToken: string }).accessToken).role).toBe('admin');
    expect((await postLogin(team.t.app, { email: 'newbie@example.test', password: 'a-good-password' })).statusCode).toBe(200);

    const users = await userCount();
    const again = await team.t.app.inject({ url: path });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This invitation has already been used.');
    const replay = await accept(path, { name: 'Someone Else', password: 'another-password' });
    expect(replay.statusCode).toBe(410);
    expect(sessionCookie(replay)).toBeUndefined();
    expect(await userCount()).toBe(users);
  });

  it.each([
    ['no name', { password: 'a-good-password' }, 'Enter your name (at most 200 characters).'],
    ['a blank name', { name: '   ', password: 'a-good-password' }, 'Enter your name'],
    ['a NUL in the name', { name: 'Bad\u0000Name', password: 'a-good-password' }, 'Enter your name'],
    ['a name too long', { name: 'n'.repeat(201), password: 'a-good-password' }, 'Enter your name'],
    ['a short password', { name: 'Short', password: 'short' }, 'The password must have at least 8 characters.'],
    ['a huge password', { name: 'Huge', password: 'p'.repeat(2000) }, 'The password must have at least 8 characters.'],
  ])('refuses %s, writes nothing, and keeps the link', async (_label, fields, error) => {
    const path = await inviteLink('careful@example.test');
    const users = await userCount();
    const res = await accept(path, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(error);
    expect(await userCount()).toBe(users);
    expect((await team.t.app.inject({ url: path })).statusCode).toBe(200);
  });

  it('shows a typed name back as text, never as markup', async () => {
    const path = await inviteLink('markup@example.test');
    const res = await accept(path, { name: '<img src=x onerror=alert(1)>', password: 'short' });
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('uses the link once when two people submit it at the same time', async () => {
    const path = await inviteLink('race@example.test');
    const results = await Promise.all([accept(path, { name: 'One', password: 'password-one' }), accept(path, { name: 'Two', password: 'password-two' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 410]);
    const rows = await team.t.app.db.selectFrom('users').select('name').where('email', '=', 'race@example.test').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('an existing account', () => {
  it('without an organisation signs in with its password and joins with the invited role', async () => {
    await org(team.t.app, 'DELETE', `/org/members/${team.ids.member}`, await freshToken(team, 'owner'));
    const path = await inviteLink('sam@meridian.test', 'readonly');
    const page = await team.t.app.inject({ url: path });
    expect(page.body).toContain('You already have a Meridian account with this email.');
    expect(page.body).not.toContain('name="name"');

    const wrong = await accept(path, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('This password is not correct.');
    expect(await membership('sam@meridian.test')).toEqual([]);

    const res = await accept(path, { password: 'meridian-demo', name: 'Ignored Name' });
    expect(res.statusCode).toBe(303);
    expect(await membership('sam@meridian.test')).toEqual([{ role: 'readonly', org_slug: 'acme' }]);
    const name = await team.t.app.db.selectFrom('users').select('name').where('email', '=', 'sam@meridian.test').executeTakeFirstOrThrow();
    expect(name.name).toBe('Sam Seller');
  });

  it('of another organisation is refused clearly, and nothing changes', async () => {
    const path = await inviteLink('other@globex.test');
    const page = await team.t.app.inject({ url: path });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('other@globex.test already has an account in another organisation');
    expect(page.body).not.toContain('<form');
    const res = await accept(path, { password: 'meridian-demo' });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await membership('other@globex.test')).toEqual([{ role: 'owner', org_slug: 'globex' }]);
  });

  it('already a member (added meanwhile) is told so with a way to the app', async () => {
    const path = await inviteLink('later@example.test');
    await addUser(team.t.app.db, { org: 'acme', email: 'later@example.test', name: 'Later', password: 'long-enough' });
    const page = await team.t.app.inject({ url: path });
    expect(page.body).toContain('later@example.test is already a member of Acme Corporation.');
    expect(page.body).toContain(`href="${APP_ORIGIN}/"`);
  });
});

describe('links that do not work', () => {
  it('answers 410 for an expired link, GET and POST alike, and writes nothing', async () => {
    const path = await inviteLink('slow@example.test');
    now += 7 * 24 * 60 * 60 * 1000;
    const users = await userCount();
    expect((await team.t.app.inject({ url: path })).statusCode).toBe(410);
    const res = await accept(path, { name: 'Slow', password: 'a-good-password' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This invitation has expired.');
    expect(await userCount()).toBe(users);
  });

  it.each(['/invite/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/invite/short', `/invite/${'A'.repeat(90)}`, '/invite/%00', '/invite/..%2F..%2Fetc'])(
    'answers 404 for %s',
    async (url) => {
      const res = await team.t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This invitation link is not valid.');
      expect((await accept(url, { name: 'X', password: 'a-good-password' })).statusCode).toBe(404);
    },
  );
});

describe('the form post', () => {
  it('is refused from another site (CSRF), like the sign-in form', async () => {
    const path = await inviteLink('csrf@example.test');
    const res = await accept(path, { name: 'Victim', password: 'attacker-knows' }, { origin: 'http://evil.test' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This sign-in request was refused.');
    expect(await userCount()).toBe(6);
    expect((await team.t.app.inject({ url: path })).statusCode).toBe(200);
  });

  it('is rate-limited per address like the sign-in form', async () => {
    await team.t.close();
    team = await createTeam({ clock: () => now, loginAttemptsPerMinute: 2 });
    const path = await inviteLink('limited@example.test');
    const ip = '10.9.9.9';
    await accept(path, { password: 'x' }, {}, ip);
    await accept(path, { password: 'x' }, {}, ip);
    const res = await accept(path, { name: 'Limited', password: 'a-good-password' }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toEqual(expect.any(String));
    expect(await membership('limited@example.test')).toEqual([]);
  });
});

describe('the page language', () => {
  it('follows ?lang= and else Accept-Language, in the form and its answers', async () => {
    const path = await inviteLink('polyglot@example.test', 'readonly');
    const fr = await team.t.app.inject({ url: `${path}?lang=fr` });
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('Dana Demo vous invite à rejoindre Acme Corporation en tant que Lecture seule.');
    const de = await team.t.app.inject({ url: path, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.body).toContain('Acme Corporation beitreten');
    const es = await accept(path, { name: 'Poli', password: 'corta', lang: 'es' });
    expect(es.body).toContain('La contraseña debe tener al menos 8 caracteres.');
  });
});

it('keeps the invitation token out of everything but the link', async () => {
  const res = await invite(team.t.app, await freshToken(team, 'owner'), 'secret@example.test');
  const token = linkToken(res.json().link);
  const list = await org(team.t.app, 'GET', '/org/members', team.tokens.owner.accessToken);
  expect(list.body).not.toContain(token);
});
