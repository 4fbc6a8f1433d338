import { useState } from 'react';
import { usePageTitle } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import { BackLink, Button, Field, Input, StyledPageContainer, PageHeader, Select, toast } from '@meridian/shared/ui';
import { StyledActions, StyledGrid, StyledSection } from '../common/Page';
import { useLocalState } from '../common/useLocalState';
import { ProfileView } from './ProfileView';
import { TIMEZONES, type Profile } from './profile';

/** Profile Settings: the signed-in user's identity, edits kept on this device (deviation 7). */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSessionStore((s) => s.user);
  const [stored, save] = useLocalState<Profile>(`meridian:profile:${user?.id ?? 'anon'}`, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    company: user?.orgSlug ?? '',
    role: '',
    phone: '',
    timezone: 'America/New_York',
  });
  const [draft, setDraft] = useState<Profile | null>(null);
  const set = (field: keyof Profile) => (event: { target: { value: string } }) => setDraft((d) => ({ ...(d ?? stored), [field]: event.target.value }));

  const onSave = () => {
    if (!draft) return;
    save(draft);
    setDraft(null);
    console.info('[meridian] profile saved locally', draft);
    toast.success('Profile saved on this device');
  };

  return (
    <StyledPageContainer>
      <BackLink to="/contacts">Back to Contacts</BackLink>
      <PageHeader
        title="Profile Settings"
        subtitle={`Organisation: ${user?.orgSlug ?? '-'}`}
        actions={
          draft ? (
            <Button variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          ) : (
            <Button variant="primary" onClick={() => setDraft(stored)}>
              Edit Profile
            </Button>
          )
        }
      />
      <StyledSection aria-label="Profile">
        {!draft ? (
          <ProfileView profile={stored} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onSave();
            }}
          >
            <StyledGrid>
              <Field label="Full name">
                <Input value={draft.name} onChange={set('name')} />
              </Field>
              <Field label="Email">
                <Input type="email" value={draft.email} onChange={set('email')} />
              </Field>
              <Field label="Company">
                <Input value={draft.company} onChange={set('company')} />
              </Field>
              <Field label="Role">
                <Input value={draft.role} onChange={set('role')} />
              </Field>
              <Field label="Phone">
                <Input type="tel" value={draft.phone} onChange={set('phone')} />
              </Field>
              <Field label="Timezone">
                <Select value={draft.timezone} onChange={set('timezone')}>
                  {TIMEZONES.map((tz) => (
                    <option key={tz.value} value={tz.value}>
                      {tz.label}
                    </option>
                  ))}
                </Select>
              </Field>
            </StyledGrid>
            <StyledActions>
              <Button type="submit" variant="primary">
                Save Changes
              </Button>
            </StyledActions>
          </form>
        )}
      </StyledSection>
    </StyledPageContainer>
  );
}
