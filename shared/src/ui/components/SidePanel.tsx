import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { t, useCommonT } from '@meridian/shared/i18n';
import { useConfirmStore } from '../confirm/useConfirmStore';
import { firstFieldIn, getTabbables, useFocusTrap } from '../hooks/useFocusTrap';
import { CloseIcon } from '../icons/CloseIcon';
import { space } from '../theme/tokens';
import { TOAST_RESERVE_VAR } from '../toast/useToastPlacement';
import { IconButton } from './IconButton';
import { StyledBackdrop } from './StyledBackdrop';

export interface SidePanelProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Sticky bottom bar, usually the form or quick-view buttons. */
  footer?: ReactNode;
  /** CSS width (default 480px); never wider than the viewport. */
  width?: number | string;
  /**
   * Typed data would be lost: Escape, a backdrop click and Close ask before closing. Close the
   * panel yourself (onClose from your own code) after a save, which does not ask.
   */
  hasUnsavedChanges?: boolean;
}

/** The question before typed data is lost, in the current language. */
export const discardChanges = () =>
  ({
    title: t('common.discard.title'),
    message: t('common.discard.message'),
    confirmLabel: t('common.discard.confirm'),
    cancelLabel: t('common.discard.keepEditing'),
    tone: 'danger',
  }) as const;

/** [data-autofocus], else the first form field, else the first focusable in the body (else Close). */
const firstInBody = (body: HTMLElement | null) => firstFieldIn(body) ?? (body ? getTabbables(body)[0] : undefined);

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const StyledPanel = styled.div<{ $width: string }>`
  position: fixed;
  top: 0;
  right: 0;
  /* Above the toasts' strip when they have nowhere else to go (useToastPlacement). */
  bottom: var(${TOAST_RESERVE_VAR}, 0px);
  z-index: ${({ theme }) => theme.z.panel};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  outline: none;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4)} ${space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  /* A long unbroken name wraps instead of pushing the close button out of the panel. */
  min-width: 0;
  overflow-wrap: anywhere;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space(5)};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * Right-hand modal panel: Escape, the close button and a backdrop click close it (after asking,
 * when it has unsaved changes). Opening focuses the first form field, or the first control of the
 * body, or Close.
 */
export function SidePanel({ open, title, onClose, children, footer, width = 480, hasUnsavedChanges = false }: SidePanelProps) {
  const tr = useCommonT();
  const titleId = useId();
  const theme = useTheme();
  const bodyRef = useRef<HTMLDivElement>(null);
  const panelRef = useFocusTrap<HTMLDivElement>(open, {
    layer: theme.z.panel,
    initialFocus: () => firstInBody(bodyRef.current),
  });
  const confirm = useConfirmStore((s) => s.request);

  if (!open) return null;

  const requestClose = async () => {
    if (hasUnsavedChanges && !(await confirm(discardChanges()))) return;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    void requestClose();
  };

  return createPortal(
    <>
      <StyledBackdrop $layer="panel" data-testid="side-panel-backdrop" onClick={() => void requestClose()} />
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={typeof width === 'number' ? `${width}px` : width}
        onKeyDown={onKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <IconButton aria-label={tr('common.close')} onClick={() => void requestClose()}>
            <CloseIcon />
          </IconButton>
        </StyledHeader>
        <StyledBody ref={bodyRef}>{children}</StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledPanel>
    </>,
    document.body,
  );
}
