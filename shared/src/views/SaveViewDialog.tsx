import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { VIEW_NAME_MAX } from '@meridian/contract';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, Checkbox, Dialog, Field, Input, space } from '@meridian/shared/ui';

export interface SaveViewDialogProps {
  /** 'new': a name and "Share with the organisation"; 'rename': the name alone. */
  mode: 'new' | 'rename';
  initialName?: string;
  /** Resolves once saved (the dialog then closes); rejects to keep it open. */
  onSave: (name: string, shared: boolean) => Promise<void>;
  onClose: () => void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** "Save as new view" and "Rename view": a modal form; Escape or Cancel closes it, focus goes back. */
export function SaveViewDialog({ mode, initialName = '', onSave, onClose }: SaveViewDialogProps) {
  const t = useCommonT();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('common.views.nameRequired'));
    setBusy(true);
    try {
      await onSave(trimmed, shared);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog labelledBy={titleId} width={420} onClose={onClose}>
      <StyledForm onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId}>{mode === 'new' ? t('common.views.saveAsNew') : t('common.views.renameTitle')}</h2>
        <Field label={t('common.views.name')} error={error} required>
          <Input value={name} maxLength={VIEW_NAME_MAX} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
        </Field>
        {mode === 'new' ? <Checkbox label={t('common.views.shareLabel')} checked={shared} onChange={(e) => setShared(e.target.checked)} /> : null}
        <StyledActions>
          <Button type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={busy}>
            {mode === 'new' ? t('common.views.create') : t('common.views.renameConfirm')}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
