import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { useFocusTrap, type InitialFocus } from '../hooks/useFocusTrap';
import { space } from '../theme/tokens';
import { TOAST_RESERVE_VAR } from '../toast/useToastPlacement';
import { StyledBackdrop } from './StyledBackdrop';

export interface DialogProps {
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the dialog's title, and of the text that describes it. */
  labelledBy: string;
  describedBy?: string;
  /** The widest it gets, in px; a narrow screen keeps a margin either side. */
  width: number;
  /** Escape or a click on the backdrop. */
  onClose: () => void;
  /** Keys other than Escape (ConfirmDialog's Enter). */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Focused on opening; default: the first tabbable element. */
  initialFocus?: InitialFocus;
  backdropTestId?: string;
  children: ReactNode;
}

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledSurface = styled.div<{ $width: number }>`
  position: fixed;
  /* Centred above the toasts' strip when they have nowhere else to go (useToastPlacement). */
  top: calc(50% - var(${TOAST_RESERVE_VAR}, 0px) / 2);
  left: 50%;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, calc(100vw - ${space(8)}));
  max-height: calc(100vh - ${space(10)} - var(${TOAST_RESERVE_VAR}, 0px));
  transform: translate(-50%, -50%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;

/**
 * The modal chrome every dialog shares: a backdrop, a centred raised surface on the dialog layer,
 * focus kept inside while it is open and given back after, Escape and a backdrop click close it.
 * Rendered into document.body; the content (title, body, actions) is the caller's.
 */
export function Dialog({ role = 'dialog', labelledBy, describedBy, width, onClose, onKeyDown, initialFocus, backdropTestId, children }: DialogProps) {
  const theme = useTheme();
  const surfaceRef = useFocusTrap<HTMLDivElement>(true, { initialFocus, layer: theme.z.dialog });

  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return onKeyDown?.(event);
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <>
      <StyledBackdrop $layer="dialog" data-testid={backdropTestId} onClick={onClose} />
      <StyledSurface
        ref={surfaceRef}
        $width={width}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={keyDown}
      >
        {children}
      </StyledSurface>
    </>,
    document.body,
  );
}
