import { apiRequest } from '@meridian/shared/api';
import type { Locale } from '@meridian/shared/i18n';

/** The member's preferences the server keeps (GET/PUT /me/preferences): null until one is chosen. */
export interface UserPreferences {
  language: Locale | null;
}

export const getPreferences = () => apiRequest<UserPreferences>('/me/preferences');

export const savePreferences = (preferences: UserPreferences) => apiRequest<UserPreferences>('/me/preferences', { method: 'PUT', body: preferences });
