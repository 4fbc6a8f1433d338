import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { UserPreferences } from '@meridian/shared/model';
import { getPreferences, keys } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';
import { useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { isLocale, PSEUDO_LOCALE, useLocaleStore, type DisplayLocale } from '@meridian/shared/i18n';
import { displayChange } from './applyPreferences';
import { PREFERENCES_SWR } from './useMyPreferences';

interface Started {
  locale: DisplayLocale;
  display: DisplayPreferences;
  /** The address or the pseudo-locale chose the language: the server's does not replace it. */
  languageFixed: boolean;
}

const displayOf = ({ dateFormat, timeFormat, timeZone }: DisplayPreferences): DisplayPreferences => ({ dateFormat, timeFormat, timeZone });
const sameDisplay = (a: DisplayPreferences, b: DisplayPreferences) =>
  a.dateFormat === b.dateFormat && a.timeFormat === b.timeFormat && a.timeZone === b.timeZone;

/**
 * Once a member is signed in, the preferences they chose (kept on the server, so they follow them
 * to any browser) replace the ones this browser started with: the language, the time zone, the
 * date and time formats. Until the server answers, this browser's copy is shown. A language asked
 * for in the address (`?locale=`, the pseudo-locale included) stays, and so does a choice made
 * while the answer was on its way.
 */
export function useServerPreferences(): void {
  const userId = useSessionStore((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  const { data } = useSWR<UserPreferences>(userId ? keys.preferences() : null, getPreferences, {
    ...PREFERENCES_SWR,
    onError: (error: unknown) => console.warn('[meridian] could not read the member preferences', error),
  });
  const started = useRef<Started | null>(null);

  useEffect(() => {
    if (!userId) return;
    const locale = useLocaleStore.getState().locale;
    started.current = {
      locale,
      display: displayOf(useDisplayPreferences.getState()),
      languageFixed: locale === PSEUDO_LOCALE || new URLSearchParams(window.location.search).has('locale'),
    };
  }, [userId]);

  useEffect(() => {
    const start = started.current;
    if (!data || !start) return;
    started.current = null;
    const display = useDisplayPreferences.getState();
    if (sameDisplay(displayOf(display), start.display)) {
      display.setDisplayPreferences(
        displayChange({ timezone: data.timezone ?? null, date_format: data.date_format ?? null, time_format: data.time_format ?? null }),
      );
    }
    const { locale, setLocale } = useLocaleStore.getState();
    if (!start.languageFixed && locale === start.locale && isLocale(data.language) && data.language !== locale) void setLocale(data.language);
  }, [data]);
}
