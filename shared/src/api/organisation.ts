// The organisation: its summary, members and settings, and their SWR keys.
import type {
  ExportLinkAnswer,
  OrgImportAnswer,
  ExchangeRateChange,
  ExchangeRatesAnswer,
  MemberListAnswer,
  OrganisationSettings,
  OrganisationSettingsChange,
  OrganisationSummary,
} from '@meridian/contract';
import { apiRequest } from './request';
import type { UploadOptions } from './transports';

export const organisationApi = {
  summary: () => apiRequest<OrganisationSummary>('/organisation/summary'),
  /** Users who have signed in to the organisation, by name: who can own contacts and deals. */
  members: () => apiRequest<MemberListAnswer>('/members'),
  /** The default currency and the record access rule (admins change them). */
  settings: () => apiRequest<OrganisationSettings>('/organisation/settings'),
  /** The settings given change (at least one); the answer holds them all. */
  updateSettings: (change: OrganisationSettingsChange) => apiRequest<OrganisationSettings>('/organisation/settings', { method: 'PUT', body: change }),
  /** The exchange rates into the default currency, by currency, the newest date first. */
  exchangeRates: () => apiRequest<ExchangeRatesAnswer>('/organisation/exchange-rates'),
  /** A currency's rate from a date on (today when left out); the same date again replaces it (admins). */
  setExchangeRate: (currency: string, change: ExchangeRateChange) =>
    apiRequest<void>(`/organisation/exchange-rates/${encodeURIComponent(currency)}`, { method: 'PUT', body: change }),
  /** One date's rate of a currency (admins). */
  removeExchangeRate: (currency: string, validFrom: string) =>
    apiRequest<void>(`/organisation/exchange-rates/${encodeURIComponent(currency)}?valid_from=${encodeURIComponent(validFrom)}`, { method: 'DELETE' }),
  /** A one-use link (60 s) to the organisation's whole export: a browser's download sends no token (owners). */
  exportLink: () => apiRequest<ExportLinkAnswer>('/organisation/export/links', { method: 'POST' }),
  /** An export archive into this (empty) organisation, answered once it is all in (owners). */
  importArchive: (file: File, { signal, onUploadProgress }: UploadOptions = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<OrgImportAnswer>('/organisation/import', { method: 'POST', body: form, signal, onUploadProgress: onUploadProgress ?? (() => {}) });
  },
};

export const organisationKeys = {
  members: () => ['members'] as const,
  summary: () => ['summary'] as const,
  organisationSettings: () => ['organisationSettings'] as const,
  exchangeRates: () => ['exchangeRates'] as const,
};
