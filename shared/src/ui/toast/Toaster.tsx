import styled from 'styled-components';
import { space } from '../theme/tokens';
import { ToastItem } from './ToastItem';
import { useToastStore } from './useToastStore';

const StyledRegion = styled.div`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space(2)};
  pointer-events: none;
`;

/** The toast stack (bottom right); the shell renders it once. */
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
