import { formatDate, formatDateTime, DATE_FORMATS, TIME_FORMATS, useDisplayPreferences, type DateFormat, type TimeFormat } from '@meridian/shared/format';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, localised, useLocaleStore, type Locale } from '@meridian/shared/i18n';
import { Field, Select, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledGrid, StyledSection } from '../common/Page';
import { savePreferences } from '@meridian/shared/api';

const EXAMPLE = new Date(2024, 0, 5, 15, 30);

export interface PreferencesSectionProps {
  /** A choice was applied and kept. */
  onSaved: () => void;
}

/**
 * Language, date format and time format, each applied the moment it is picked. The language
 * switches every screen without a reload and is kept on the server for the member (and in this
 * browser by the locale store); the formats are kept in this browser (deviation 11).
 */
export function PreferencesSection({ onSaved }: PreferencesSectionProps) {
  const t = useT();
  const language = currentLocale();
  const { dateFormat, timeFormat, setDisplayPreferences } = useDisplayPreferences();

  const chooseLanguage = (locale: Locale) => {
    const saved = savePreferences({ language: locale });
    void useLocaleStore.getState().setLocale(locale);
    saved.then(onSaved, (error: unknown) => {
      console.warn('[meridian] the language was not saved', error);
      toast.error(translate('shell.settings.languageNotSaved'));
    });
  };

  const setFormats = (next: { dateFormat?: DateFormat | null; timeFormat?: TimeFormat }) => {
    setDisplayPreferences(next);
    onSaved();
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.preferences')}</h2>
      <StyledGrid>
        <Field label={t('shell.settings.language')}>
          <Select value={language} onChange={(e) => isLocale(e.target.value) && chooseLanguage(e.target.value)}>
            {LOCALES.map((locale) => (
              // Each language named in itself, in every language (marked only in the pseudo-locale).
              <option key={locale} value={locale} lang={locale}>
                {localised(LOCALE_NAMES[locale])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('shell.settings.dateFormat')}>
          <Select value={dateFormat ?? ''} onChange={(e) => setFormats({ dateFormat: (e.target.value || null) as DateFormat | null })}>
            <option value="">{t('shell.settings.dateFormat.default', { example: formatDate(EXAMPLE, { dateFormat: null }) })}</option>
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`shell.settings.dateFormat.${format}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('shell.settings.timeFormat')} hint={t('shell.settings.example', { example: formatDateTime(EXAMPLE, { dateFormat, timeFormat }) })}>
          <Select value={timeFormat} onChange={(e) => setFormats({ timeFormat: e.target.value as TimeFormat })}>
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
