import styled from 'styled-components';
import { space } from '../theme/tokens';
import { ToastItem } from './ToastItem';
import { useToastStore } from './useToastStore';

const StyledRegion = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${space(4)};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  pointer-events: none;
`;

/**
 * The toast stack, bottom centre: bottom right sat on top of the side panels' Save buttons (and
 * a hovered toast pauses, so it never left). The shell renders it once.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);

  return (
    <StyledRegion role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </StyledRegion>
  );
}
