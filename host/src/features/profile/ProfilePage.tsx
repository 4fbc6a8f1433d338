import { useState } from 'react';
import { usePageTitle } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import { useTimeZone } from '@meridian/shared/format';
import { useCommonT } from '@meridian/shared/i18n';
import { BackLink, Button, PageHeader, StyledPageContainer, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { useMyPreferences } from '../preferences/useMyPreferences';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';
import type { LocalProfile, Profile } from './profile';

/**
 * Profile Settings: the signed-in user's identity, edits kept on this device (deviation 7); the
 * time zone is kept on the server with their preferences and applies at once in every remote.
 */
export function ProfilePage() {
  const t = useT();
  const common = useCommonT();
  usePageTitle(t('shell.profile.pageTitle'));
  const user = useSessionStore((s) => s.user);
  const [stored, save] = useLocalState<LocalProfile>(`meridian:profile:${user?.id ?? 'anon'}`, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    company: user?.orgSlug ?? '',
    role: '',
    phone: '',
  });
  const timezone = useTimeZone();
  const preferences = useMyPreferences();
  const [editing, setEditing] = useState(false);
  const profile: Profile = { name: stored.name, email: stored.email, company: stored.company, role: stored.role, phone: stored.phone, timezone };

  const onSave = ({ timezone: zone, ...local }: Profile) => {
    save(local);
    if (zone !== timezone) {
      preferences.save({ timezone: zone }).catch((error: unknown) => {
        console.warn('[meridian] the time zone was not saved', error);
        toast.error(translate('shell.profile.timezone.notSaved'));
      });
    }
    setEditing(false);
    toast.success(translate('shell.profile.saved'));
  };

  return (
    <StyledPageContainer>
      <BackLink to="/contacts">{t('shell.backToContacts')}</BackLink>
      <PageHeader
        title={t('shell.profile.title')}
        subtitle={t('shell.profile.organisation', { organisation: user?.orgSlug ?? '-' })}
        actions={
          editing ? (
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {common('common.cancel')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => setEditing(true)}>
              {t('shell.profile.edit')}
            </Button>
          )
        }
      />
      <StyledSection aria-label={t('shell.profile.section')}>
        {editing ? <ProfileForm initial={profile} onSave={onSave} /> : <ProfileView profile={profile} />}
      </StyledSection>
    </StyledPageContainer>
  );
}
