// The signed-in member's own preferences (language, time zone, date and time formats, reminder
// channels), and their SWR key.
import type { UserPreferences, UserPreferencesChange } from '@meridian/contract';
import { apiRequest } from './request';

export const getPreferences = () => apiRequest<UserPreferences>('/me/preferences');

/** Changes the fields sent; answers every preference as the server kept them. */
export const savePreferences = (change: UserPreferencesChange) => apiRequest<UserPreferences>('/me/preferences', { method: 'PUT', body: change });

export const preferencesKeys = {
  preferences: () => ['preferences'] as const,
};
