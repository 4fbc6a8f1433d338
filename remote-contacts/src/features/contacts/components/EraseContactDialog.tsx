import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorText, keysOf, trashApi } from '@meridian/shared/api';
import { useCommonT } from '@meridian/shared/i18n';
import { useNavigate } from '@meridian/shared/routing';
import { Button, Dialog, Field, FormError, Input, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../../i18n';

export interface EraseContactDialogProps {
  contactId: string;
  /** The contact's name: the admin types it to confirm. */
  name: string;
  onClose: () => void;
}

const StyledBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  overflow: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/**
 * "Erase permanently" (admins): the contact, its notes, files, deal, history and activities go for
 * good, with no Trash and no Undo, once the admin has typed the contact's name; then the list,
 * with a toast.
 */
export function EraseContactDialog({ contactId, name, onClose }: EraseContactDialogProps) {
  const t = useT();
  const common = useCommonT();
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const matches = typed.trim().toLowerCase() === name.trim().toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setErasing(true);
    setError(null);
    try {
      await trashApi.eraseContact(contactId);
      toast.success(translate('contacts.erase.done', { name }));
      void mutate(keysOf('contacts', 'contact', 'companies', 'board', 'trash'));
      navigate('/contacts');
    } catch (failure) {
      setError(errorText(failure, translate('contacts.erase.failed', { name })));
      setErasing(false);
    }
  };

  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={textId} width={480} onClose={onClose}>
      <StyledBody onSubmit={submit}>
        <h2 id={titleId}>{t('contacts.erase.title', { name })}</h2>
        <p id={textId}>{t('contacts.erase.text', { name })}</p>
        <FormError>{error}</FormError>
        <Field label={t('contacts.erase.typeName', { name })}>
          <Input name="confirm_name" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <StyledActions>
          <Button onClick={onClose}>{common('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={erasing} disabled={!matches}>
            {t('contacts.erase.submit')}
          </Button>
        </StyledActions>
      </StyledBody>
    </Dialog>
  );
}
