import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keys, keysOf, teamApi } from '@meridian/shared/api';
import { useCommonT } from '@meridian/shared/i18n';
import type { TeamMember } from '@meridian/shared/model';
import { Button, Dialog, Field, FormError, Select, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledDialogActions, StyledDialogBody } from './StyledDialogParts';

export interface RemoveMemberDialogProps {
  member: TeamMember;
  members: readonly TeamMember[];
  /** The caller: receives the records unless another member is chosen. */
  callerId: string;
  onClose: () => void;
}

/**
 * Removing a member ends their sessions at once; their contacts, companies and deals go to the
 * member chosen here (the caller by default). The toast says how many went.
 */
export function RemoveMemberDialog({ member, members, callerId, onClose }: RemoveMemberDialogProps) {
  const t = useT();
  const common = useCommonT();
  const titleId = useId();
  const textId = useId();
  const { mutate } = useSWRConfig();
  const others = members.filter((m) => m.id !== member.id);
  const [handTo, setHandTo] = useState(others.some((m) => m.id === callerId) ? callerId : (others[0]?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const { handed_over: counts } = await teamApi.remove(member.id, handTo);
      const recipient = others.find((m) => m.id === handTo)?.name ?? '';
      toast.success(translate('shell.remove.done', { name: member.name, recipient, ...counts }));
      onClose();
      // The records changed owner: every list that shows owners reads them again.
      void mutate(keys.team());
      void mutate(keysOf('members', 'contacts', 'contact', 'companies', 'company', 'board'));
    } catch (failure) {
      setError(errorText(failure, translate('shell.remove.failed')));
      setSaving(false);
    }
  };

  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={textId} width={460} onClose={onClose}>
      <StyledDialogBody onSubmit={submit}>
        <h2 id={titleId}>{t('shell.remove.title', { name: member.name })}</h2>
        <p id={textId}>{t('shell.remove.text', { name: member.name })}</p>
        <FormError>{error}</FormError>
        <Field label={t('shell.remove.handTo')}>
          <Select name="hand_to" value={handTo} onChange={(event) => setHandTo(event.target.value)}>
            {others.map((m) => (
              <option key={m.id} value={m.id}>
                {m.id === callerId ? t('shell.remove.handToYou', { name: m.name }) : m.name}
              </option>
            ))}
          </Select>
        </Field>
        <StyledDialogActions>
          <Button onClick={onClose}>{common('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={saving} disabled={!handTo}>
            {t('shell.remove.submit')}
          </Button>
        </StyledDialogActions>
      </StyledDialogBody>
    </Dialog>
  );
}
