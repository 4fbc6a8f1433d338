import { AccountError, addOrg, addUser, listUsers } from '../src/accounts';
import { runCommand } from '../src/cli';
import { MIGRATION_NAMES } from '../src/migrations';
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
    expect(user).toEqual({ id: expect.any(String), name: 'Peter Gibbons', email: 'peter@initech.test', orgSlug: 'initech', role: 'owner' });

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
    expect(users.map(({ email, name, orgSlug, role }) => ({ email, name, orgSlug, role }))).toEqual([
      { email: 'demo@meridian.test', name: 'Dana Demo', orgSlug: 'acme', role: 'owner' },
      { email: 'other@globex.test', name: 'Olive Other', orgSlug: 'globex', role: 'owner' },
      { email: 'reader@meridian.test', name: 'Robin Reader', orgSlug: 'acme', role: 'readonly' },
      { email: 'sam@meridian.test', name: 'Sam Seller', orgSlug: 'acme', role: 'member' },
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
    await run('add-user', '--org', 'umbrella', '--email', 'b@umbrella.test', '--name', 'Bob', '--password', 'secret-pass');
    await run('add-user', '--org', 'umbrella', '--email', 'c@umbrella.test', '--name', 'Cleo', '--password', 'secret-pass', '--role', 'admin');
    await run('set-role', '--email', 'B@umbrella.test', '--role', 'readonly');
    await run('list-users');
    expect(out[0]).toBe('Added organisation umbrella');
    // The organisation's first user is its owner; then members unless --role says otherwise.
    expect(out[1]).toMatch(/^Added user a@umbrella\.test \(.+\) to umbrella as owner$/);
    expect(out[2]).toMatch(/^Added user b@umbrella\.test \(.+\) to umbrella as member$/);
    expect(out[3]).toMatch(/^Added user c@umbrella\.test \(.+\) to umbrella as admin$/);
    expect(out[4]).toBe('b@umbrella.test is now readonly of umbrella');
    expect(out.slice(5).map((line) => line.split('\t').slice(0, 4))).toEqual([
      ['a@umbrella.test', 'Alice', 'umbrella', 'owner'],
      ['b@umbrella.test', 'Bob', 'umbrella', 'readonly'],
      ['c@umbrella.test', 'Cleo', 'umbrella', 'admin'],
      ['demo@meridian.test', 'Dana Demo', 'acme', 'owner'],
      ['other@globex.test', 'Olive Other', 'globex', 'owner'],
      ['reader@meridian.test', 'Robin Reader', 'acme', 'readonly'],
      ['sam@meridian.test', 'Sam Seller', 'acme', 'member'],
    ]);
    await expect(run('set-role', '--email', 'a@umbrella.test', '--role', 'member')).rejects.toThrow('a@umbrella.test is the last owner of umbrella');
    await expect(run('set-role', '--email', 'b@umbrella.test', '--role', 'boss')).rejects.toThrow('Invalid role "boss"');
    await expect(run('set-role', '--email', 'nobody@umbrella.test', '--role', 'admin')).rejects.toThrow('No member with email nobody@umbrella.test');
    await expect(
      run('add-user', '--org', 'umbrella', '--email', 'd@umbrella.test', '--name', 'D', '--password', 'secret-pass', '--role', 'king'),
    ).rejects.toThrow('Invalid role "king"');
    expect(out.join('\n')).not.toContain('secret-pass');
    await expect(run('add-user', '--org', 'umbrella')).rejects.toThrow('Missing --email');
    await expect(run('frobnicate')).rejects.toThrow('Unknown command "frobnicate"');
    // `migrate` (the CRM's restore runs it): every command migrates first, so it reports the level.
    await run('migrate');
    expect(out.at(-1)).toBe(`Schema up to date (${MIGRATION_NAMES.at(-1)})`);
  });
});
