import { TeamAnswer, TeamMember, InvitationCreated } from '@meridian/contract';
import { createTeam, invite, matchesContract, org, type Method, type Team } from './team-helpers';

let team: Team;
beforeEach(async () => {
  team = await createTeam();
});
afterEach(() => team.t.close());

type Who = keyof Team['tokens'];
const CALLERS: Who[] = ['owner', 'admin', 'member', 'readonly', 'otherAdmin'];

interface RouteCase {
  name: string;
  call: (who: Who) => Promise<{ statusCode: number; json(): unknown }>;
  /** The status an Acme admin or owner gets. */
  ok: number;
}

// Every /org route once per caller role: admins and owners pass, members and read-only users get
// 403 role_forbidden, and Globex's admin acts on Globex only (Acme's people are "not found").
const ROUTES: RouteCase[] = [
  { name: 'GET /org/members', ok: 200, call: (who) => org(team.t.app, 'GET', '/org/members', team.tokens[who].accessToken) },
  { name: 'POST /org/invitations', ok: 201, call: (who) => invite(team.t.app, team.tokens[who].accessToken, 'new@example.test') },
  {
    name: 'DELETE /org/invitations/:id',
    ok: 204,
    call: async (who) => {
      const created = (await invite(team.t.app, team.tokens.owner.accessToken, 'x@example.test')).json() as InvitationCreated;
      return org(team.t.app, 'DELETE', `/org/invitations/${created.invitation.id}`, team.tokens[who].accessToken);
    },
  },
  {
    name: 'PUT /org/members/:id',
    ok: 200,
    call: (who) => org(team.t.app, 'PUT', `/org/members/${team.ids.member}`, team.tokens[who].accessToken, { role: 'readonly' }),
  },
  { name: 'DELETE /org/members/:id', ok: 204, call: (who) => org(team.t.app, 'DELETE', `/org/members/${team.ids.member}`, team.tokens[who].accessToken) },
];

const EXPECTED: Record<Who, (route: RouteCase) => { status: number; code?: string }> = {
  owner: (r) => ({ status: r.ok }),
  admin: (r) => ({ status: r.ok }),
  member: () => ({ status: 403, code: 'role_forbidden' }),
  readonly: () => ({ status: 403, code: 'role_forbidden' }),
  otherAdmin: (r) =>
    r.name === 'DELETE /org/invitations/:id'
      ? { status: 404, code: 'invitation_not_found' }
      : r.name.includes('/org/members/:id')
        ? { status: 404, code: 'member_not_found' }
        : { status: r.ok },
};

describe.each(ROUTES)('$name', (route) => {
  it.each(CALLERS)('answers the %s as the role table says', async (who) => {
    const res = await route.call(who);
    const expected = EXPECTED[who](route);
    expect(res.statusCode).toBe(expected.status);
    if (expected.code) expect(res.json()).toMatchObject({ code: expected.code, error: expect.any(String) });
  });

  it.each([
    ['no token', undefined, 'not_authenticated'],
    ['a malformed token', 'not.a.jwt', 'token_invalid'],
    ['a token signed by someone else', 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln', 'token_invalid'],
  ])('refuses %s with 401', async (_label, token, code) => {
    const [method, path] = route.name.split(' ') as [Method, string];
    const res = await org(team.t.app, method, path.replace(':id', team.ids.member), token, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code });
  });
});

describe('what the routes answer', () => {
  it('lists the members by name with roles and last activity, and the open invitations, in the contract shape', async () => {
    await invite(team.t.app, team.tokens.owner.accessToken, 'first@example.test');
    await invite(team.t.app, team.tokens.admin.accessToken, 'second@example.test', 'admin');
    const res = await org(team.t.app, 'GET', '/org/members', team.tokens.admin.accessToken);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as TeamAnswer;
    expect(matchesContract(TeamAnswer, body)).toBe(true);
    expect(body.members.map((m) => [m.name, m.role])).toEqual([
      ['Ada Admin', 'admin'],
      ['Dana Demo', 'owner'],
      ['Robin Reader', 'readonly'],
      ['Sam Seller', 'member'],
    ]);
    // Everyone here signed in just now; Globex's Gina is not listed.
    for (const m of body.members) expect(m.last_active_at).toEqual(expect.any(String));
    expect(body.invitations.map((i) => [i.email, i.role, i.invited_by, i.status])).toEqual([
      ['second@example.test', 'admin', 'Ada Admin', 'pending'],
      ['first@example.test', 'member', 'Dana Demo', 'pending'],
    ]);
  });

  it('answers a changed member in the contract shape', async () => {
    const res = await org(team.t.app, 'PUT', `/org/members/${team.ids.member}`, team.tokens.admin.accessToken, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(matchesContract(TeamMember, res.json())).toBe(true);
    expect(res.json()).toMatchObject({ id: team.ids.member, role: 'admin', email: 'sam@meridian.test' });
  });

  it('shows Globex only its own team', async () => {
    const body = (await org(team.t.app, 'GET', '/org/members', team.tokens.otherAdmin.accessToken)).json() as TeamAnswer;
    expect(body.members.map((m) => m.email)).toEqual(['gina@globex.test', 'other@globex.test']);
  });
});
