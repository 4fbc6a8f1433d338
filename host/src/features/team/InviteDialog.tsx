import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { keys, teamApi } from '@meridian/shared/api';
import { useCommonT } from '@meridian/shared/i18n';
import type { InvitationCreated, Role } from '@meridian/shared/model';
import { Button, Dialog, Field, FormError, Input, Select } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { InviteLink } from './InviteLink';
import { checkInvite, inviteErrorsOf, type InviteErrors } from './inviteErrors';
import { assignableRoles } from './roles';
import { StyledDialogActions, StyledDialogBody } from './StyledDialogParts';

export interface InviteDialogProps {
  caller: Role;
  /** An open invitation's address and role, to make it a new link (the old one stops working). */
  initial?: { email: string; role: Role };
  onClose: () => void;
}

/**
 * Email and role; once made, the invitation's link to copy and whether it was emailed. A refusal
 * is shown at its field and the form keeps what was typed; changing a field clears its error.
 */
export function InviteDialog({ caller, initial, onClose }: InviteDialogProps) {
  const t = useT();
  const common = useCommonT();
  const titleId = useId();
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [role, setRole] = useState<Role>(initial?.role ?? 'member');
  const [errors, setErrors] = useState<InviteErrors>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<InvitationCreated | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkInvite(email);
    setErrors(found);
    if (found.email) return;
    setSaving(true);
    try {
      setCreated(await teamApi.invite({ email: email.trim(), role }));
      void mutate(keys.team());
    } catch (error) {
      setErrors(inviteErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog labelledBy={titleId} width={480} onClose={onClose}>
      {created ? (
        <InviteLink titleId={titleId} created={created} onDone={onClose} />
      ) : (
        <StyledDialogBody noValidate onSubmit={submit}>
          <h2 id={titleId}>{t('shell.invite.title')}</h2>
          <FormError>{errors.form}</FormError>
          <Field label={t('shell.invite.email')} required error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors(({ email: _, ...rest }) => rest);
              }}
            />
          </Field>
          <Field label={t('shell.invite.role')} error={errors.role} hint={t(`shell.role.${role}.hint`)}>
            <Select
              name="role"
              value={role}
              onChange={(event) => {
                setRole(event.target.value as Role);
                setErrors(({ role: _, ...rest }) => rest);
              }}
            >
              {assignableRoles(caller).map((value) => (
                <option key={value} value={value}>
                  {t(`shell.role.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <StyledDialogActions>
            <Button onClick={onClose}>{common('common.cancel')}</Button>
            <Button type="submit" variant="primary" loading={saving}>
              {t('shell.invite.submit')}
            </Button>
          </StyledDialogActions>
        </StyledDialogBody>
      )}
    </Dialog>
  );
}
