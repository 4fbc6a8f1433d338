import { AccountError, addOrg, addUser, listUsers } from '../src/accounts';
import { runCommand } from '../src/cli';
import { seedDemo } from '../src/seed';
import { createTestApp, postLogin, scriptValue, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(); // already seeded once
});
afterEach(() => t.close());

describe('accounts (CLI functions)', () => {
  it('adds an organisation and a user who can then sign in', async () => {
    await addOrg(t.app.db, 'initech', 'Initech');
    const user = await addUser(t.app.db, {
      org: 'initech',
      email: 'Peter@Initech.test',
      name: 'Peter Gibbons',
      password: 'tps-reports',
    });
    expect(user).toEqual({ id: expect.any(String), name: 'Peter Gibbons', email: 'peter@initech.test', orgSlug: 'initech' });

    const stored = await t.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const res = await postLogin(t.app, { email: 'peter@initech.test', password: 'tps-reports' });
    expect(res.statusCode).toBe(200);
    expect(scriptValue<{ user: unknown }>(res.body, 'message').user).toEqual(user);
  });

  it('refuses duplicates, unknown organisations and bad input with clear messages', async () => {
    await expect(addOrg(t.app.db, 'acme', 'Acme again')).rejects.toThrow('Organisation "acme" already exists');
    await expect(addOrg(t.app.db, 'Bad Slug', 'x')).rejects.toThrow(AccountError);
    const base = { org: 'acme', email: 'new@acme.test', name: 'New Person', password: 'long-enough' };
    await expect(addUser(t.app.db, { ...base, org: 'nope' })).rejects.toThrow('Unknown organisation "nope"');
    await expect(addUser(t.app.db, { ...base, email: 'DEMO@meridian.test' })).rejects.toThrow('A user with email demo@meridian.test already exists');
    await expect(addUser(t.app.db, { ...base, password: 'short' })).rejects.toThrow('at least 8 characters');
    await expect(addUser(t.app.db, { ...base, email: 'not-an-email' })).rejects.toThrow('Invalid email');
  });

  it('seeds the demo data idempotently', async () => {
    await seedDemo(t.app.db);
    const users = await listUsers(t.app.db);
    expect(users.map(({ email, name, orgSlug }) => ({ email, name, orgSlug }))).toEqual([
      { email: 'demo@meridian.test', name: 'Dana Demo', orgSlug: 'acme' },
      { email: 'other@globex.test', name: 'Olive Other', orgSlug: 'globex' },
      { email: 'sam@meridian.test', name: 'Sam Seller', orgSlug: 'acme' },
    ]);
    const orgs = await t.app.db.selectFrom('organisations').select(['slug', 'name']).orderBy('slug').execute();
    expect(orgs).toEqual([
      { slug: 'acme', name: 'Acme Corporation' },
      { slug: 'globex', name: 'Globex Inc' },
    ]);
  });

  it('runs the CLI commands', async () => {
    const out: string[] = [];
    const run = (...argv: string[]) => runCommand(t.app.db, argv, (line) => out.push(line));
    await run('add-org', 'umbrella', 'Umbrella', 'Corp');
    await run('add-user', '--org', 'umbrella', '--email', 'a@umbrella.test', '--name', 'Alice', '--password', 'secret-pass');
    await run('list-users');
    expect(out[0]).toBe('Added organisation umbrella');
    expect(out[1]).toMatch(/^Added user a@umbrella\.test \(.+\) to umbrella$/);
    expect(out.slice(2).map((line) => line.split('\t').slice(0, 3))).toEqual([
      ['a@umbrella.test', 'Alice', 'umbrella'],
      ['demo@meridian.test', 'Dana Demo', 'acme'],
      ['other@globex.test', 'Olive Other', 'globex'],
      ['sam@meridian.test', 'Sam Seller', 'acme'],
    ]);
    expect(out.join('\n')).not.toContain('secret-pass');
    await expect(run('add-user', '--org', 'umbrella')).rejects.toThrow('Missing --email');
    await expect(run('frobnicate')).rejects.toThrow('Unknown command "frobnicate"');
  });
});
