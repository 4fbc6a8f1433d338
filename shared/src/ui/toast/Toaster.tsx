import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { space } from '../theme/tokens';
import { ToastItem } from './ToastItem';
import { TOAST_MARGIN, type ToastSlot } from './toastPlacement';
import { useToastPlacement } from './useToastPlacement';
import { useToastStore } from './useToastStore';

const slotStyles = (slot: ToastSlot) => {
  const m = `${TOAST_MARGIN}px`;
  const vertical = slot.startsWith('top')
    ? css`
        top: ${m};
      `
    : css`
        bottom: ${m};
      `;
  if (slot.endsWith('left'))
    return css`
      ${vertical} left: ${m};
    `;
  if (slot.endsWith('right'))
    return css`
      ${vertical} right: ${m};
    `;
  return css`
    ${vertical}
    left: 50%;
    transform: translateX(-50%);
  `;
};

const StyledRegion = styled.div<{ $slot: ToastSlot }>`
  position: fixed;
  ${({ $slot }) => slotStyles($slot)}
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  pointer-events: none;
`;

/**
 * The toast stack, bottom centre: bottom right sat on top of the side panels' Save buttons (and
 * a hovered toast pauses, so it never left). While a modal dialog is open it moves to a place
 * that covers none of it (useToastPlacement). The shell renders it once.
 */
export function Toaster() {
  const t = useCommonT();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const ref = useRef<HTMLDivElement>(null);
  const slot = useToastPlacement(ref, toasts.length);

  return (
    <StyledRegion ref={ref} $slot={slot} data-slot={slot} role="region" aria-label={t('common.toast.region')} aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
      ))}
    </StyledRegion>
  );
}
