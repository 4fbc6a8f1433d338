// A real HTTP server on loopback that answers the sign-in service's team calls as its contract
// says (docs/ARCHITECTURE.md §5: GET /org/members, POST /org/invitations, DELETE
// /org/invitations/:id, PUT /org/members/:id, DELETE /org/members/:id). The sign-in service of
// this repository does not serve them yet, so the API's tests talk to this one. Like the real one
// it verifies the bearer token itself (the tests' key set) and checks the caller's CURRENT role
// in its own records, never the token's claim alone: a caller is enrolled with their claim the
// first time it sees them (as signing in would), and from then on its records decide.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { asRole, errorMessage, hasRole, type ErrorCode, type ErrorParams, type Invitation, type Role, type TeamMember } from '@meridian/contract';
import { TEST_ISSUER, TEST_SERVICE_ID } from './tokens';

interface Org {
  members: Map<string, TeamMember>;
  removed: Set<string>;
  invitations: Invitation[];
}

export interface SignInCall {
  method: string;
  path: string;
  authorization?: string;
  body?: unknown;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
  ) {}
}

export interface FakeSignIn {
  url: string;
  calls: SignInCall[];
  /** Adds (or replaces) a member of `org`. */
  addMember(org: string, member: { id: string; name: string; email?: string; role: Role }): void;
  member(org: string, id: string): TeamMember | undefined;
  /** Answers every request with this status (500: the service failing) until set back to undefined. */
  failWith: number | undefined;
  close(): Promise<void>;
}

const ok = (status: number, body?: unknown) => ({ status, body });

export async function startFakeSignIn(keys: JWTVerifyGetKey): Promise<FakeSignIn> {
  const orgs = new Map<string, Org>();
  const orgOf = (slug: string) => orgs.get(slug) ?? orgs.set(slug, { members: new Map(), removed: new Set(), invitations: [] }).get(slug)!;
  const now = () => new Date().toISOString();
  const calls: SignInCall[] = [];

  function addMember(org: string, m: { id: string; name: string; email?: string; role: Role }) {
    orgOf(org).removed.delete(m.id);
    orgOf(org).members.set(m.id, { id: m.id, name: m.name, email: m.email ?? `${m.id}@${org}.test`, role: m.role, last_active_at: null, joined_at: now() });
  }

  async function caller(authorization: string | undefined) {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) throw new Refusal(401, 'not_authenticated');
    const { payload } = await jwtVerify(token, keys, { issuer: TEST_ISSUER, audience: TEST_SERVICE_ID }).catch(() => {
      throw new Refusal(401, 'token_invalid');
    });
    const slug = String(payload.org);
    const org = orgOf(slug);
    const id = String(payload.sub);
    if (org.removed.has(id)) throw new Refusal(403, 'role_forbidden');
    if (!org.members.has(id)) addMember(slug, { id, name: String(payload.name ?? ''), email: String(payload.email ?? ''), role: asRole(payload.role) });
    const me = org.members.get(id)!;
    if (!hasRole(me.role, 'admin')) throw new Refusal(403, 'role_forbidden');
    return { org, me };
  }

  const owners = (org: Org) => [...org.members.values()].filter((m) => m.role === 'owner').length;

  async function answer(method: string, path: string, authorization: string | undefined, body: Record<string, unknown>) {
    const { org, me } = await caller(authorization);
    const isOwner = me.role === 'owner';
    if (method === 'GET' && path === '/org/members') {
      const members = [...org.members.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return ok(200, { members, invitations: [...org.invitations].reverse() });
    }
    if (method === 'POST' && path === '/org/invitations') {
      const email = String(body.email);
      const role = asRole(body.role);
      if (role === 'owner' && !isOwner) throw new Refusal(403, 'owner_role_forbidden');
      if ([...org.members.values()].some((m) => m.email === email)) throw new Refusal(409, 'already_member', { email });
      org.invitations = org.invitations.filter((i) => i.email !== email);
      const created = now();
      const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const invitation: Invitation = { id: randomUUID(), email, role, invited_by: me.name, created_at: created, expires_at: expires, status: 'pending' };
      org.invitations.push(invitation);
      return ok(201, { invitation, link: `http://sign-in.test/invite/${randomUUID()}`, email_sent: false });
    }
    const target = /^\/org\/(members|invitations)\/([^/]+)$/.exec(path);
    const id = target ? decodeURIComponent(target[2]!) : '';
    if (method === 'DELETE' && target?.[1] === 'invitations') {
      if (!org.invitations.some((i) => i.id === id)) throw new Refusal(404, 'invitation_not_found');
      org.invitations = org.invitations.filter((i) => i.id !== id);
      return ok(204);
    }
    if (target?.[1] === 'members' && (method === 'PUT' || method === 'DELETE')) {
      const member = org.members.get(id);
      if (!member) throw new Refusal(404, 'member_not_found');
      const role = method === 'PUT' ? asRole(body.role) : undefined;
      if ((member.role === 'owner' || role === 'owner') && !isOwner) throw new Refusal(403, 'owner_role_forbidden');
      if (member.role === 'owner' && role !== 'owner' && owners(org) === 1) throw new Refusal(409, 'last_owner');
      if (method === 'DELETE') {
        org.members.delete(id);
        org.removed.add(id);
        return ok(204);
      }
      member.role = role!;
      return ok(200, member);
    }
    throw new Refusal(404, 'not_found');
  }

  let failWith: number | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const path = (req.url ?? '/').split('?')[0]!;
      calls.push({ method: req.method!, path, authorization: req.headers.authorization, body: text ? body : undefined });
      const send = (status: number, payload?: unknown) => {
        res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json' });
        res.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (failWith) return send(failWith, { error: 'Internal Server Error', code: 'internal_error' });
      answer(req.method!, path, req.headers.authorization, body).then(
        (r) => send(r.status, r.body),
        (err: unknown) => {
          if (err instanceof Refusal)
            send(err.status, { error: errorMessage(err.code, err.params), code: err.code, ...(err.params ? { params: err.params } : {}) });
          else send(500, { error: String(err), code: 'internal_error' });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    addMember,
    member: (org, id) => orgs.get(org)?.members.get(id),
    get failWith() {
      return failWith;
    },
    set failWith(status) {
      failWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
