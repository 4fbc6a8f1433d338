import { useState, type ComponentType } from 'react';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { IconButton } from '../components/IconButton';
import { AlertCircleIcon } from '../icons/AlertCircleIcon';
import { AlertIcon } from '../icons/AlertIcon';
import { CheckCircleIcon } from '../icons/CheckCircleIcon';
import { CloseIcon } from '../icons/CloseIcon';
import { InfoIcon } from '../icons/InfoIcon';
import type { IconProps } from '../icons/createIcon';
import { space } from '../theme/tokens';
import { useDismissTimer } from './useDismissTimer';
import type { Toast, ToastType } from './useToastStore';

export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

const ICONS: Record<ToastType, ComponentType<IconProps>> = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

const tone = (theme: DefaultTheme, type: ToastType) =>
  ({
    success: { fg: theme.colors.success, bg: theme.colors.successBg },
    error: { fg: theme.colors.dangerFg, bg: theme.colors.dangerBg },
    warning: { fg: theme.colors.warning, bg: theme.colors.warningBg },
    info: { fg: theme.colors.info, bg: theme.colors.infoBg },
  })[type];

const slideUp = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const StyledToast = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: min(380px, calc(100vw - ${space(8)}));
  padding: ${space(3)} ${space(2)} ${space(3)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  animation: ${slideUp} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;

const StyledIcon = styled.span<{ $type: ToastType }>`
  display: inline-flex;
  flex: none;
  padding: 6px;
  border-radius: 50%;
  color: ${({ theme, $type }) => tone(theme, $type).fg};
  background: ${({ theme, $type }) => tone(theme, $type).bg};
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
`;

const StyledAction = styled.button`
  flex: none;
  padding: ${space(1)} ${space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** One toast; its timer pauses while it is hovered or holds focus. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const t = useCommonT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useDismissTimer(toast.duration, hovered || focused, () => onDismiss(toast.id));
  const Icon = ICONS[toast.type];

  const runAction = () => {
    try {
      Promise.resolve(toast.action?.onClick()).catch((err: unknown) => console.error(err));
    } catch (err) {
      console.error(err);
    } finally {
      onDismiss(toast.id);
    }
  };

  return (
    <StyledToast
      data-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <StyledIcon $type={toast.type} aria-hidden>
        <Icon size={16} />
      </StyledIcon>
      <StyledMessage>{toast.message}</StyledMessage>
      {toast.action ? (
        <StyledAction type="button" onClick={runAction}>
          {toast.action.label}
        </StyledAction>
      ) : null}
      <IconButton size="sm" aria-label={t('common.toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={14} />
      </IconButton>
    </StyledToast>
  );
}
