// The team as the tests' API answers it: Dana (owner, the caller by default), Sam (member), Robin
// (read-only), and one pending and one expired invitation.
import { setSession, initialSessionState, useSessionStore } from '@meridian/shared/auth';
import type { Invitation, Role, TeamAnswer, TeamMember } from '@meridian/shared/model';
import { makeTokens, mockApi, resetAppState, type Route } from '@meridian/shared/testing';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export const DANA: TeamMember = { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', role: 'owner', last_active_at: ago(0), joined_at: ago(90) };
export const SAM: TeamMember = { id: 'u2', name: 'Sam Seller', email: 'sam@meridian.test', role: 'member', last_active_at: ago(3), joined_at: ago(30) };
export const ROBIN: TeamMember = { id: 'u3', name: 'Robin Reader', email: 'reader@meridian.test', role: 'readonly', last_active_at: null, joined_at: ago(2) };

export const PENDING: Invitation = {
  id: 'i1',
  email: 'new@meridian.test',
  role: 'member',
  invited_by: 'Dana Demo',
  created_at: ago(1),
  expires_at: '2030-01-08T12:00:00.000Z',
  status: 'pending',
};
export const EXPIRED: Invitation = { ...PENDING, id: 'i2', email: 'late@meridian.test', expires_at: '2024-01-05T12:00:00.000Z', status: 'expired' };

export const TEAM: TeamAnswer = { members: [DANA, SAM, ROBIN], invitations: [PENDING, EXPIRED] };

/** Signed in as `member` (Dana by default) with `role`, the API answering /me and the team. */
export function signInAs(role: Role, member: TeamMember = DANA, routes: Record<string, Route> = {}) {
  resetAppState();
  useSessionStore.setState({ ...initialSessionState });
  setSession({ id: member.id, name: member.name, email: member.email, orgSlug: 'acme', role }, makeTokens());
  return mockApi({
    'GET /me': {
      body: { user: { id: member.id, name: member.name, email: member.email, orgSlug: 'acme', role }, access: { role, record_access: 'everyone_edits' } },
    },
    'GET /organisation/members': { body: TEAM },
    'GET /me/preferences': { body: {} },
    ...routes,
  });
}
