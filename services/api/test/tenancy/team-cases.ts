import type { TenancyCase } from '../helpers/tenancy';
import { alice, bob } from '../helpers/tokens';

/**
 * Members and invitations. The sign-in service (test/helpers/sign-in-server.ts) keeps each
 * organisation's memberships; the API's part is the members mirror and the hand-over, scoped to
 * the caller's organisation: A's members are neither listed, changed, removed nor handed to.
 */
export const teamCases: TenancyCase[] = [
  // First: A's invitation must not show among B's invitations (its id and address are A's data).
  {
    route: 'GET /organisation/members',
    url: () => '/organisation/members',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().members.map((m: { id: string }) => m.id)).toEqual([bob.sub]);
      expect(res.json().invitations).toEqual([]);
    },
  },
  {
    route: 'POST /organisation/invitations',
    url: () => '/organisation/invitations',
    body: () => ({ email: alice.email, role: 'member' }),
    // An invitation of B's, to an address that happens to be A's member: nothing of A's.
    expect: (res) => {
      expect(res.statusCode).toBe(201);
      expect(res.json().invitation).toMatchObject({ email: alice.email, invited_by: bob.name });
    },
  },
  // A's pending invitation: B cannot revoke it (and B's team above never lists it).
  { route: 'DELETE /organisation/invitations/:id', url: (ids) => `/organisation/invitations/${ids.invitationId}`, expect: 'not-found' },
  { route: 'PUT /organisation/members/:id', url: (ids) => `/organisation/members/${ids.memberId}`, body: () => ({ role: 'readonly' }), expect: 'not-found' },
  { route: 'PUT /organisation/members/:id', url: () => `/organisation/members/${alice.sub}`, body: () => ({ role: 'readonly' }), expect: 'not-found' },
  // A's member to B's caller: no such member of B (the sign-in service and B's mirror agree).
  {
    route: 'POST /organisation/members/:id/remove',
    url: (ids) => `/organisation/members/${ids.memberId}/remove`,
    body: () => ({ hand_to: bob.sub }),
    expect: 'not-found',
  },
  // A's member as the receiver of B's records: not a member of B.
  {
    route: 'POST /organisation/members/:id/remove',
    url: () => `/organisation/members/${bob.sub}-nobody/remove`,
    body: (ids) => ({ hand_to: ids.memberId }),
    expect: (res) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('hand_to_invalid');
    },
  },
];
