import { useState } from 'react';
import { usePageTitle } from '@meridian/shared/app';
import { formatDateTime, useDisplayPreferences, type DateFormat, type TimeFormat } from '@meridian/shared/format';
import { BackLink, Button, Checkbox, Field, StyledPageContainer, PageHeader, Select, toast, useThemeStore } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { StyledActions, StyledGrid, StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { DATE_FORMATS, DEFAULT_SETTINGS, LANGUAGES, TIME_FORMATS, type Settings } from './settings';

const EXAMPLE = new Date(2024, 0, 5, 15, 30);

/**
 * The theme applies at once; the date and time formats apply to every date shown once saved
 * (deviation 11); the rest is kept on this device only (docs/PRODUCT.md §2, deviation 7).
 */
export function SettingsPage() {
  const t = useT();
  usePageTitle(t('shell.settings.title'));
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const [stored, save] = useLocalState<Settings>('meridian:settings', DEFAULT_SETTINGS);
  const [draft, setDraft] = useState<Settings>(stored);
  const savedFormats = useDisplayPreferences();
  const [dateFormat, setDateFormat] = useState<DateFormat | ''>(savedFormats.dateFormat ?? '');
  const [timeFormat, setTimeFormat] = useState<TimeFormat>(savedFormats.timeFormat);

  const toggle = <G extends 'notifications' | 'privacy'>(group: G, key: keyof Settings[G]) => ({
    checked: Boolean(draft[group][key]),
    onChange: () => setDraft((d) => ({ ...d, [group]: { ...d[group], [key]: !d[group][key] } })),
  });

  const onSave = () => {
    save(draft);
    savedFormats.setDisplayPreferences({ dateFormat: dateFormat || null, timeFormat });
    console.info('[meridian] settings saved locally', { ...draft, dateFormat, timeFormat });
    toast.success('Settings saved on this device');
  };

  // Plain sections with headings, not named regions: 'Notifications' is the toast region's name.
  return (
    <StyledPageContainer>
      <BackLink to="/contacts">Back to Contacts</BackLink>
      <PageHeader title="Settings" subtitle="Preferences for this device" />
      <StyledSection>
        <h2>Appearance</h2>
        <Field label="Theme">
          <Select value={mode} onChange={(e) => setMode(e.target.value as 'light' | 'dark')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </Select>
        </Field>
      </StyledSection>
      <StyledSection>
        <h2>Notifications</h2>
        <StyledGrid>
          <Checkbox label="Email notifications" {...toggle('notifications', 'email')} />
          <Checkbox label="Push notifications" {...toggle('notifications', 'push')} />
          <Checkbox label="Desktop notifications" {...toggle('notifications', 'desktop')} />
        </StyledGrid>
      </StyledSection>
      <StyledSection>
        <h2>Privacy</h2>
        <StyledGrid>
          <Checkbox label="Share usage data" {...toggle('privacy', 'shareData')} />
          <Checkbox label="Public profile" {...toggle('privacy', 'publicProfile')} />
        </StyledGrid>
      </StyledSection>
      <StyledSection>
        <h2>Preferences</h2>
        <StyledGrid>
          <Field label="Language" hint="Meridian is available in English only for now.">
            <Select
              value={draft.preferences.language}
              onChange={(e) => setDraft((d) => ({ ...d, preferences: { ...d.preferences, language: e.target.value } }))}
            >
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Date format">
            <Select value={dateFormat} onChange={(e) => setDateFormat(e.target.value as DateFormat | '')}>
              {DATE_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Time format" hint={`Example: ${formatDateTime(EXAMPLE, { dateFormat: dateFormat || null, timeFormat })}`}>
            <Select value={timeFormat} onChange={(e) => setTimeFormat(e.target.value as TimeFormat)}>
              {TIME_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </Field>
        </StyledGrid>
      </StyledSection>
      <StyledActions>
        <Button variant="primary" onClick={onSave}>
          Save Settings
        </Button>
      </StyledActions>
    </StyledPageContainer>
  );
}
