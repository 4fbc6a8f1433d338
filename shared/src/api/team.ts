// The team: who the caller is and may be (/me), the members and invitations an admin manages,
// and the audit trail, with their SWR keys.
import type { AuditPage, AuditQuery, InvitationCreated, InvitationRequest, MeAnswer, MemberRemoved, Role, TeamAnswer, TeamMember } from '@meridian/contract';
import { apiRequest, type Query } from './request';

export const teamApi = {
  me: () => apiRequest<MeAnswer>('/me'),
  list: () => apiRequest<TeamAnswer>('/organisation/members'),
  invite: (request: InvitationRequest) => apiRequest<InvitationCreated>('/organisation/invitations', { method: 'POST', body: request }),
  revokeInvitation: (id: string) => apiRequest<void>(`/organisation/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  changeRole: (id: string, role: Role) => apiRequest<TeamMember>(`/organisation/members/${encodeURIComponent(id)}`, { method: 'PUT', body: { role } }),
  /** Removes the member; their contacts, companies and deals go to `handTo`. */
  remove: (id: string, handTo: string) =>
    apiRequest<MemberRemoved>(`/organisation/members/${encodeURIComponent(id)}/remove`, { method: 'POST', body: { hand_to: handTo } }),
};

export const auditApi = {
  list: (query: AuditQuery = {}) => apiRequest<AuditPage>('/audit', { query: query as Query }),
  /** The CSV of the same filters (every page), as a path for a download. */
  csvPath: (query: Omit<AuditQuery, 'cursor' | 'limit'> = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const text = params.toString();
    return text ? `/audit.csv?${text}` : '/audit.csv';
  },
  contactTimeline: (id: string, cursor?: string) =>
    apiRequest<AuditPage>(`/contacts/${encodeURIComponent(id)}/timeline`, { query: cursor ? { cursor } : undefined }),
  companyTimeline: (id: string, cursor?: string) =>
    apiRequest<AuditPage>(`/companies/${encodeURIComponent(id)}/timeline`, { query: cursor ? { cursor } : undefined }),
};

export const teamKeys = {
  me: () => ['me'] as const,
  team: () => ['team'] as const,
  audit: (query: AuditQuery) => ['audit', query] as const,
  contactTimeline: (id: string) => ['contactTimeline', id] as const,
  companyTimeline: (id: string) => ['companyTimeline', id] as const,
};
