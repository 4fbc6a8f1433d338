import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { firstFieldIn } from '../hooks/useFocusTrap';
import { space } from '../theme/tokens';
import { Button } from './Button';
import { Dialog } from './Dialog';

export type ConfirmTone = 'primary' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmTone;
  onConfirm: () => void;
  onCancel: () => void;
}

const StyledContent = styled.div`
  padding: ${space(6)};
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(2)};
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
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(6)};
`;

/**
 * Escape or a backdrop click cancels; Enter confirms (unless focus is on another button, which
 * Enter then activates natively). The confirm button has focus when it opens.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, tone = 'primary', onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useCommonT();
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    event.stopPropagation();
    onConfirm();
  };

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      width={420}
      onClose={onCancel}
      onKeyDown={onKeyDown}
      // A field in the message (or [data-autofocus]) first; else the confirm button.
      initialFocus={(dialog) => firstFieldIn(dialog) ?? confirmRef.current}
      backdropTestId="confirm-backdrop"
    >
      <StyledContent>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledMessage id={messageId}>{message}</StyledMessage>
        <StyledActions>
          <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
          <Button ref={confirmRef} variant={tone} onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </StyledActions>
      </StyledContent>
    </Dialog>
  );
}
