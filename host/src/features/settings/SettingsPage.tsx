import { useState } from 'react';
import { usePageTitle } from '@meridian/shared/app';
import { Button, Checkbox, Field, PageHeader, Select, useThemeStore, useToast } from '@meridian/shared/ui';
import { StyledActions, StyledGrid, StyledPage, StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { DATE_FORMATS, DEFAULT_SETTINGS, LANGUAGES, TIME_FORMATS, type Settings } from './settings';

/** Only the theme takes effect; the rest is kept on this device (SPEC §2, deviation 7). */
export function SettingsPage() {
  usePageTitle('Settings');
  const toast = useToast();
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const [stored, save] = useLocalState<Settings>('meridian:settings', DEFAULT_SETTINGS);
  const [draft, setDraft] = useState<Settings>(stored);

  const toggle = <G extends 'notifications' | 'privacy'>(group: G, key: keyof Settings[G]) => ({
    checked: Boolean(draft[group][key]),
    onChange: () => setDraft((d) => ({ ...d, [group]: { ...d[group], [key]: !d[group][key] } })),
  });
  const pref = (key: keyof Settings['preferences']) => ({
    value: draft.preferences[key],
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, preferences: { ...d.preferences, [key]: e.target.value } })),
  });

  return (
    <StyledPage>
      <PageHeader title="Settings" subtitle="Preferences for this device" />
      <StyledSection aria-labelledby="appearance">
        <h2 id="appearance">Appearance</h2>
        <Field label="Theme">
          <Select value={mode} onChange={(e) => setMode(e.target.value as 'light' | 'dark')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </Select>
        </Field>
      </StyledSection>
      <StyledSection aria-labelledby="notifications">
        <h2 id="notifications">Notifications</h2>
        <StyledGrid>
          <Checkbox label="Email notifications" {...toggle('notifications', 'email')} />
          <Checkbox label="Push notifications" {...toggle('notifications', 'push')} />
          <Checkbox label="Desktop notifications" {...toggle('notifications', 'desktop')} />
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="privacy">
        <h2 id="privacy">Privacy</h2>
        <StyledGrid>
          <Checkbox label="Share usage data" {...toggle('privacy', 'shareData')} />
          <Checkbox label="Public profile" {...toggle('privacy', 'publicProfile')} />
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="preferences">
        <h2 id="preferences">Preferences</h2>
        <StyledGrid>
          <Field label="Language">
            <Select {...pref('language')}>
              {LANGUAGES.map((l) => <option key={l.value} value={l.value}>{l.label}</option>)}
            </Select>
          </Field>
          <Field label="Date format">
            <Select {...pref('dateFormat')}>
              {DATE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
            </Select>
          </Field>
          <Field label="Time format">
            <Select {...pref('timeFormat')}>
              {TIME_FORMATS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
            </Select>
          </Field>
        </StyledGrid>
      </StyledSection>
      <StyledActions>
        <Button
          variant="primary"
          onClick={() => {
            save(draft);
            console.info('[meridian] settings saved locally', draft);
            toast.success('Settings saved on this device');
          }}
        >
          Save Settings
        </Button>
      </StyledActions>
    </StyledPage>
  );
}
