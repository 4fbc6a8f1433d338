// The organisation: its summary, members and settings, and their SWR keys.
import type { MemberListAnswer, OrganisationSettings, OrganisationSettingsChange, OrganisationSummary } from '@meridian/contract';
import { apiRequest } from './request';

export const organisationApi = {
  summary: () => apiRequest<OrganisationSummary>('/organisation/summary'),
  /** Users who have signed in to the organisation, by name: who can own contacts and deals. */
  members: () => apiRequest<MemberListAnswer>('/members'),
  /** The default currency and the record access rule (admins change them). */
  settings: () => apiRequest<OrganisationSettings>('/organisation/settings'),
  /** The settings given change (at least one); the answer holds them all. */
  updateSettings: (change: OrganisationSettingsChange) => apiRequest<OrganisationSettings>('/organisation/settings', { method: 'PUT', body: change }),
};

export const organisationKeys = {
  members: () => ['members'] as const,
  summary: () => ['summary'] as const,
  organisationSettings: () => ['organisationSettings'] as const,
};
