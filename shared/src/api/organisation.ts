// The organisation: its summary, members and settings, and their SWR keys.
import type { MemberListAnswer, OrganisationSettings, OrganisationSummary, RecordAccess } from '@meridian/contract';
import { apiRequest } from './request';

/** GET /organisation/settings: the default currency and the record access rule (admins change them). */
export type OrganisationSettingsAnswer = OrganisationSettings & { record_access?: RecordAccess };
/** PUT /organisation/settings: one setting or both. */
export type OrganisationSettingsUpdate = Partial<OrganisationSettingsAnswer>;

export const organisationApi = {
  summary: () => apiRequest<OrganisationSummary>('/organisation/summary'),
  /** Users who have signed in to the organisation, by name: who can own contacts and deals. */
  members: () => apiRequest<MemberListAnswer>('/members'),
  settings: () => apiRequest<OrganisationSettingsAnswer>('/organisation/settings'),
  updateSettings: (settings: OrganisationSettingsUpdate) => apiRequest<OrganisationSettingsAnswer>('/organisation/settings', { method: 'PUT', body: settings }),
};

export const organisationKeys = {
  members: () => ['members'] as const,
  summary: () => ['summary'] as const,
  organisationSettings: () => ['organisationSettings'] as const,
};
