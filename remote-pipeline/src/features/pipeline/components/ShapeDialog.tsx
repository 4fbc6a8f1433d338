import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, firstFieldIn, space } from '@meridian/shared/ui';
import { useCommonT } from '@meridian/shared/i18n';

export interface ShapeDialogProps {
  title: string;
  /** What the dialog asks or says, under the title (its accessible description). */
  message: ReactNode;
  /** The form's fields, if any. */
  children?: ReactNode;
  /** The confirm button's words; without it the dialog only says something (one Close button). */
  confirmLabel?: string;
  tone?: 'primary' | 'danger';
  /** Answers whether it worked: the dialog closes then, and stays with the user's input otherwise. */
  onConfirm?: () => Promise<boolean>;
  onClose: () => void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6)};
  overflow-y: auto;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

/**
 * A small form in a dialog for shaping pipelines and stages (name a pipeline, delete one moving
 * its cards). Enter submits; Escape, the backdrop and Cancel close it; it stays open while the
 * request runs and after a refusal, keeping what the user typed or chose.
 */
export function ShapeDialog({ title, message, children, confirmLabel, tone = 'primary', onConfirm, onClose }: ShapeDialogProps) {
  const t = useCommonT();
  const titleId = useId();
  const messageId = useId();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onConfirm || busy) return;
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={messageId}
      width={440}
      onClose={onClose}
      initialFocus={(dialog) => firstFieldIn(dialog) ?? dialog.querySelector<HTMLElement>('button[type="submit"], button')}
    >
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledMessage id={messageId}>{message}</StyledMessage>
        {children}
        <StyledActions>
          <Button onClick={onClose}>{onConfirm ? t('common.cancel') : t('common.close')}</Button>
          {onConfirm ? (
            <Button type="submit" variant={tone} loading={busy}>
              {confirmLabel}
            </Button>
          ) : null}
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
