import type { UserPreferencesChange } from '@meridian/shared/model';
import {
  effectiveTimeFormat,
  formatDate,
  formatDateTime,
  formatTime,
  DATE_FORMATS,
  TIME_FORMATS,
  useDisplayPreferences,
  type DateFormat,
  type TimeFormat,
} from '@meridian/shared/format';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, localised, type Locale } from '@meridian/shared/i18n';
import { Field, Select, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledGrid, StyledSection } from '../common/Page';
import { useMyPreferences } from '../preferences/useMyPreferences';

// Jan 5, 2024 at 3:30 PM as written, whatever the member's zone.
const EXAMPLE = Date.UTC(2024, 0, 5, 15, 30);
const AS_WRITTEN = { timeZone: 'UTC' };

export interface PreferencesSectionProps {
  /** A choice was applied and kept. */
  onSaved: () => void;
}

/**
 * Language, date format and time format, each applied the moment it is picked (every screen, every
 * remote, without a reload) and kept on the server for the member; this browser keeps a copy.
 */
export function PreferencesSection({ onSaved }: PreferencesSectionProps) {
  const t = useT();
  const language = currentLocale();
  const { dateFormat, timeFormat } = useDisplayPreferences();
  const { save } = useMyPreferences();

  const choose = (change: UserPreferencesChange, notSaved: 'shell.settings.languageNotSaved' | 'shell.settings.formatNotSaved') => {
    save(change).then(onSaved, (error: unknown) => {
      console.warn('[meridian] the preference was not saved', error);
      toast.error(translate(notSaved));
    });
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.preferences')}</h2>
      <StyledGrid>
        <Field label={t('shell.settings.language')}>
          <Select
            value={language}
            onChange={(e) => isLocale(e.target.value) && choose({ language: e.target.value as Locale }, 'shell.settings.languageNotSaved')}
          >
            {LOCALES.map((locale) => (
              // Each language named in itself, in every language (marked only in the pseudo-locale).
              <option key={locale} value={locale} lang={locale}>
                {localised(LOCALE_NAMES[locale])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('shell.settings.dateFormat')}>
          <Select
            value={dateFormat ?? ''}
            onChange={(e) => choose({ date_format: (e.target.value || null) as DateFormat | null }, 'shell.settings.formatNotSaved')}
          >
            <option value="">{t('shell.settings.dateFormat.default', { example: formatDate(EXAMPLE, { ...AS_WRITTEN, dateFormat: null }) })}</option>
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`shell.settings.dateFormat.${format}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('shell.settings.timeFormat')}
          hint={t('shell.settings.example', { example: formatDateTime(EXAMPLE, { ...AS_WRITTEN, dateFormat, timeFormat }) })}
        >
          <Select
            value={timeFormat ?? ''}
            onChange={(e) => choose({ time_format: (e.target.value || null) as TimeFormat | null }, 'shell.settings.formatNotSaved')}
          >
            <option value="">
              {t('shell.settings.timeFormat.default', { example: formatTime(EXAMPLE, { ...AS_WRITTEN, timeFormat: effectiveTimeFormat(null) }) })}
            </option>
            {TIME_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`shell.settings.timeFormat.${format}`)}
              </option>
            ))}
          </Select>
        </Field>
      </StyledGrid>
    </StyledSection>
  );
}
