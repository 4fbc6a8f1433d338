// Roles, route by route: the table of docs/ARCHITECTURE.md §5 against the OpenAPI document and
// the routes' configs, then every route called with a token of each role. A call the table allows
// must not be refused for its role (it answers 404 or 400: the ids do not exist, the bodies are
// empty, nothing changes); a call the table refuses answers 403 role_forbidden. Runs on SQLite,
// or on PostgreSQL with DATABASE_URL set, like every API suite.
import { uuidv7 } from 'uuidv7';
import { ROLES, type Role } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { readRoleTable, roleTableProblems, type RoleRow } from './helpers/roles';
import { seedOrganisation, snapshotOrganisation } from './helpers/seed';
import type { TestUser } from './helpers/tokens';

const ORG = 'roles-org';
const users = Object.fromEntries(
  ROLES.map((role) => [role, { sub: `roles-${role}`, name: `A ${role}`, email: `${role}@roles.test`, org: ORG, role }]),
) as Record<Role, TestUser>;

/** Bodies that make an allowed call a no-op where an empty one would act (an empty bulk-delete filter matches everything). */
const BODIES: Record<string, object> = {
  'POST /contacts/bulk-delete': { search: 'nomatchzzroles' },
};

let t: TestApp;
let rows: RoleRow[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  rows = readRoleTable();
  await seedOrganisation(t.db, ORG);
  for (const user of Object.values(users)) {
    t.signIn.addMember(ORG, { id: user.sub, name: user.name, email: user.email, role: user.role as Role });
    // Their first request records them as members, before the snapshot below.
    await t.app.inject({ method: 'GET', url: '/me', headers: await t.headers(user) });
  }
});
afterAll(() => t.close());

describe('the route × role table', () => {
  it('has exactly one row per route of the OpenAPI document, matching its config', () => {
    expect(roleTableProblems(t.app, rows)).toEqual([]);
  });

  it('is not vacuous: a row per route, and routes for every role', () => {
    expect(rows.length).toBeGreaterThanOrEqual(59);
    expect(new Set(rows.map((row) => row.minimum))).toEqual(new Set(ROLES));
  });

  it('refuses every role exactly where the table says, changing nothing', async () => {
    const before = await snapshotOrganisation(t.db, ORG);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const row of rows.filter((r) => t.app.routeCatalog.some((c) => `${c.method} ${c.url}` === r.route))) {
      const [method, url] = row.route.split(' ') as ['GET', string];
      for (const role of ROLES) {
        const body = method === 'GET' || method === ('DELETE' as string) ? undefined : (BODIES[row.route] ?? {});
        const res = await t.app.inject({
          method,
          url: url.replace(/:\w+/g, () => uuidv7()),
          headers: await t.headers(users[role]),
          ...(body ? { payload: body } : {}),
        });
        const refused = res.statusCode === 403 && res.json().code === 'role_forbidden';
        outcomes.push(`${row.route} as ${role}: ${refused ? 'refused' : `allowed (${res.statusCode})`}`);
        expected.push(`${row.route} as ${role}: ${row.allowed.includes(role) ? `allowed (${res.statusCode})` : 'refused'}`);
        if (!refused) expect([row.route, role, res.statusCode]).not.toEqual([row.route, role, 500]);
      }
    }
    expect(outcomes).toEqual(expected);
    expect(await snapshotOrganisation(t.db, ORG)).toEqual(before);
  });
});

describe('the roles check itself', () => {
  it('fails on a route that declares no role, and such a route serves owners only', async () => {
    const other = await createTestApp({ sharing: t, configure: (app) => app.get('/test/roleless', async () => ({ ok: true })) });
    try {
      expect(roleTableProblems(other.app, rows)).toEqual(expect.arrayContaining(['GET /test/roleless: 0 rows in the roles table of docs/ARCHITECTURE.md §5']));
      expect(roleTableProblems(other.app, rows)).toContain('GET /test/roleless: declares no role (config: { role })');
      const admin = await other.app.inject({ method: 'GET', url: '/test/roleless', headers: await other.headers(users.admin) });
      expect([admin.statusCode, admin.json().code]).toEqual([403, 'role_forbidden']);
      const owner = await other.app.inject({ method: 'GET', url: '/test/roleless', headers: await other.headers(users.owner) });
      expect(owner.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('fails on a row whose role differs from the config, and on a row for no route', () => {
    const changed = rows.map((row) => (row.route === 'PUT /organisation/settings' ? { ...row, minimum: 'member' as const } : row));
    expect(roleTableProblems(t.app, [...changed, { route: 'GET /nowhere', allowed: ['owner'], minimum: 'owner' }])).toEqual([
      'PUT /organisation/settings: config says admin, the table member',
      'GET /nowhere: a row for a route that does not exist',
    ]);
  });

  it('refuses a malformed table', () => {
    const table = (row: string) => `\n### Roles\n\n| Route | Owner | Admin | Member | Read-only |\n| --- | :-: | :-: | :-: | :-: |\n${row}\n`;
    expect(readRoleTable(table('| `GET /x` | ✓ | ✓ | ✓ | ✓ |'))).toEqual([{ route: 'GET /x', allowed: [...ROLES], minimum: 'readonly' }]);
    expect(readRoleTable(table('| `GET /x` | public | public | public | public |'))).toEqual([
      { route: 'GET /x', allowed: [...ROLES], minimum: 'readonly', public: true },
    ]);
    expect(() => readRoleTable(table('| `GET /x` | public | ✓ | ✓ | ✓ |'))).toThrow(/malformed/);
    expect(() => readRoleTable(table('| `GET /x` | ✓ | — | ✓ | — |'))).toThrow(/stronger one is not/);
    expect(() => readRoleTable(table('| `GET /x` | ✓ | yes | ✓ | — |'))).toThrow(/malformed/);
  });
});
