import { useState } from 'react';
import { usePageTitle } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import { useCommonT } from '@meridian/shared/i18n';
import { BackLink, Button, PageHeader, StyledPageContainer, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';
import type { Profile } from './profile';

/** Profile Settings: the signed-in user's identity, edits kept on this device (deviation 7). */
export function ProfilePage() {
  const t = useT();
  const common = useCommonT();
  usePageTitle(t('shell.profile.pageTitle'));
  const user = useSessionStore((s) => s.user);
  const [stored, save] = useLocalState<Profile>(`meridian:profile:${user?.id ?? 'anon'}`, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    company: user?.orgSlug ?? '',
    role: '',
    phone: '',
    timezone: 'America/New_York',
  });
  const [editing, setEditing] = useState(false);

  const onSave = (profile: Profile) => {
    save(profile);
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
        {editing ? <ProfileForm initial={stored} onSave={onSave} /> : <ProfileView profile={stored} />}
      </StyledSection>
    </StyledPageContainer>
  );
}
