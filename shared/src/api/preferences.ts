// The signed-in member's own preferences (the language chosen in Settings), and their SWR key.
import type { UserPreferences } from '@meridian/contract';
import { apiRequest } from './request';

export const getPreferences = () => apiRequest<UserPreferences>('/me/preferences');

/** Replaces the member's preferences; answers them as the server kept them. */
export const savePreferences = (preferences: UserPreferences) => apiRequest<UserPreferences>('/me/preferences', { method: 'PUT', body: preferences });

export const preferencesKeys = {
  preferences: () => ['preferences'] as const,
};
