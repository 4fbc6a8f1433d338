import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useUnsavedChanges } from '@meridian/shared/app';
import { Button, Field, Input } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { StyledActions, StyledGrid } from '../common/Page';
import { validateProfile, type Profile } from './profile';
import { TimeZoneSelect } from './TimeZoneSelect';

export interface ProfileFormProps {
  initial: Profile;
  onSave: (profile: Profile) => void;
}

type Touched = Partial<Record<keyof Profile, boolean>>;

/**
 * The profile's fields with the forms' rules: an error shows at its field once the field has been
 * left or Save pressed; Save keeps an invalid profile and focuses its first invalid field. Leaving
 * the page with edits asks first.
 */
export function ProfileForm({ initial, onSave }: ProfileFormProps) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Touched>({});
  const formRef = useRef<HTMLFormElement>(null);
  const errors = validateProfile(draft);
  const dirty = (Object.keys(draft) as (keyof Profile)[]).some((key) => draft[key] !== initial[key]);
  useUnsavedChanges(dirty);

  const field = (name: keyof Profile) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
  });
  const errorOf = (name: 'name' | 'email' | 'phone') => (touched[name] && errors[name] ? t(errors[name]) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setTouched({ name: true, email: true, phone: true });
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    onSave({ ...draft, name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone.trim() });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <StyledGrid>
        <Field label={t('shell.profile.field.name')} required error={errorOf('name')}>
          <Input required autoComplete="name" {...field('name')} />
        </Field>
        <Field label={t('shell.profile.field.email')} required error={errorOf('email')}>
          <Input type="email" required autoComplete="email" {...field('email')} />
        </Field>
        <Field label={t('shell.profile.field.company')}>
          <Input autoComplete="organization" {...field('company')} />
        </Field>
        <Field label={t('shell.profile.field.role')}>
          <Input autoComplete="organization-title" {...field('role')} />
        </Field>
        <Field label={t('shell.profile.field.phone')} error={errorOf('phone')}>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
        </Field>
        <Field label={t('shell.profile.field.timezone')} hint={t('shell.profile.timezone.hint')}>
          <TimeZoneSelect {...field('timezone')} />
        </Field>
      </StyledGrid>
      <StyledActions>
        <Button type="submit" variant="primary">
          {t('shell.profile.save')}
        </Button>
      </StyledActions>
    </form>
  );
}
