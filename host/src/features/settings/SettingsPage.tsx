import styled from 'styled-components';
import { usePageTitle } from '@meridian/shared/app';
import { BackLink, Checkbox, Field, PageHeader, Select, StyledPageContainer, useThemeStore } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { StyledGrid, StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { OrganisationSection } from './OrganisationSection';
import { ExchangeRatesSection } from './ExchangeRatesSection';
import { PreferencesSection } from './PreferencesSection';
import { ActivityTypesSection } from './ActivityTypesSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { NotificationsSection } from './NotificationsSection';
import { DEFAULT_SETTINGS, PRIVACY, type Settings } from './settings';
import { TeamLinks } from './TeamLinks';
import { OrganisationDataSection } from './OrganisationDataSection';
import { useSavedNotice } from './useSavedNotice';

const StyledSaved = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One rule: every setting applies and is saved the moment it changes, with a quiet 'Settings
 * saved', so nothing is left to lose on leaving (docs/PRODUCT.md §2, deviation 13). Reminders,
 * language, zone and formats are kept on the server for the member; privacy on this device (deviation 7).
 */
export function SettingsPage() {
  const t = useT();
  usePageTitle(t('shell.settings.title'));
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const [settings, save] = useLocalState<Settings>('meridian:settings', DEFAULT_SETTINGS);
  const [saved, showSaved] = useSavedNotice();

  const privacy = settings.privacy ?? DEFAULT_SETTINGS.privacy;
  const toggle = (key: (typeof PRIVACY)[number]) => ({
    checked: Boolean(privacy[key]),
    onChange: () => {
      save({ ...settings, privacy: { ...privacy, [key]: !privacy[key] } });
      showSaved();
    },
  });

  // Plain sections with headings, not named regions: 'Notifications' is the toast region's name.
  return (
    <StyledPageContainer>
      <BackLink to="/contacts">{t('shell.backToContacts')}</BackLink>
      <PageHeader
        title={t('shell.settings.title')}
        subtitle={t('shell.settings.subtitle')}
        actions={<StyledSaved role="status">{saved ? t('shell.settings.saved') : null}</StyledSaved>}
      />
      <StyledSection>
        <h2>{t('shell.settings.appearance')}</h2>
        <Field label={t('shell.settings.theme')}>
          <Select
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as 'light' | 'dark');
              showSaved();
            }}
          >
            <option value="light">{t('shell.settings.theme.light')}</option>
            <option value="dark">{t('shell.settings.theme.dark')}</option>
          </Select>
        </Field>
      </StyledSection>
      <NotificationsSection onSaved={showSaved} />
      <CalendarFeedSection />
      <StyledSection>
        <h2>{t('shell.settings.privacy')}</h2>
        <StyledGrid>
          {PRIVACY.map((key) => (
            <Checkbox key={key} label={t(`shell.settings.privacy.${key}`)} {...toggle(key)} />
          ))}
        </StyledGrid>
      </StyledSection>
      <PreferencesSection onSaved={showSaved} />
      <OrganisationSection onSaved={showSaved} />
      <ExchangeRatesSection />
      <ActivityTypesSection />
      <OrganisationDataSection />
      <TeamLinks />
    </StyledPageContainer>
  );
}
