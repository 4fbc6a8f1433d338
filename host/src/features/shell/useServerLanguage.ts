import { useEffect } from 'react';
import { useSessionStore } from '@meridian/shared/auth';
import { isLocale, PSEUDO_LOCALE, useLocaleStore } from '@meridian/shared/i18n';
import { getPreferences } from '@meridian/shared/api';

/**
 * Once a member is signed in, the language they chose (kept on the server, so it follows them to
 * any browser) replaces the one this browser started in. A language asked for in the address
 * (`?locale=`, the pseudo-locale included) stays, and so does a choice made while the answer was on its way.
 */
export function useServerLanguage(): void {
  const userId = useSessionStore((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  useEffect(() => {
    if (!userId) return undefined;
    const started = useLocaleStore.getState().locale;
    if (started === PSEUDO_LOCALE || new URLSearchParams(window.location.search).has('locale')) return undefined;
    let current = true;
    getPreferences().then(
      (preferences) => {
        const language = preferences?.language;
        const { locale, setLocale } = useLocaleStore.getState();
        if (current && locale === started && isLocale(language) && language !== locale) void setLocale(language);
      },
      (error: unknown) => console.warn('[meridian] could not read the member preferences', error),
    );
    return () => {
      current = false;
    };
  }, [userId]);
}
