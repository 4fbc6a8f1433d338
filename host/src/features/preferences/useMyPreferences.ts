import useSWR from 'swr';
import type { UserPreferences, UserPreferencesChange } from '@meridian/shared/model';
import { getPreferences, keys, savePreferences } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';
import { applyPreferences } from './applyPreferences';

/** SWR's options for the member's preferences: read once a session (the shell keeps them in step). */
export const PREFERENCES_SWR = { revalidateOnFocus: false } as const;

/**
 * The signed-in member's preferences (GET /me/preferences) and their save: a change shows at once
 * (the formatters and the language read the stores) and is then kept on the server, whose answer
 * becomes the page's. A refused save rejects; the change still applies in this browser.
 */
export function useMyPreferences() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR<UserPreferences>(signedIn ? keys.preferences() : null, getPreferences, PREFERENCES_SWR);
  const save = async (change: UserPreferencesChange): Promise<UserPreferences> => {
    applyPreferences(change);
    const before = swr.data;
    if (before) void swr.mutate({ ...before, ...change } as UserPreferences, { revalidate: false });
    try {
      const saved = await savePreferences(change);
      await swr.mutate(saved, { revalidate: false });
      return saved;
    } catch (error) {
      if (before) void swr.mutate(before, { revalidate: false });
      throw error;
    }
  };
  return { ...swr, save };
}
