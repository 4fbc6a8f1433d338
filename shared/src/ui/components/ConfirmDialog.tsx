import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { firstFieldIn, useFocusTrap } from '../hooks/useFocusTrap';
import { space } from '../theme/tokens';
import { TOAST_RESERVE_VAR } from '../toast/useToastPlacement';
import { Button } from './Button';
import { StyledBackdrop } from './StyledBackdrop';

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

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledDialog = styled.div`
  position: fixed;
  /* Centred above the toasts' strip when they have nowhere else to go (useToastPlacement). */
  top: calc(50% - var(${TOAST_RESERVE_VAR}, 0px) / 2);
  left: 50%;
  z-index: ${({ theme }) => theme.z.dialog};
  width: min(420px, calc(100vw - ${space(8)}));
  padding: ${space(6)};
  transform: translate(-50%, -50%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
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
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const theme = useTheme();
  // A field in the message (or [data-autofocus]) first; else the confirm button.
  const dialogRef = useFocusTrap<HTMLDivElement>(open, {
    initialFocus: (dialog) => firstFieldIn(dialog) ?? confirmRef.current,
    layer: theme.z.dialog,
  });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      event.stopPropagation();
      onConfirm();
    }
  };

  return createPortal(
    <>
      <StyledBackdrop $layer="dialog" data-testid="confirm-backdrop" onClick={onCancel} />
      <StyledDialog ref={dialogRef} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledMessage id={messageId}>{message}</StyledMessage>
        <StyledActions>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button ref={confirmRef} variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </StyledActions>
      </StyledDialog>
    </>,
    document.body,
  );
}
