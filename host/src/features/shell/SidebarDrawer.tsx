import type { KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useFocusTrap } from '@meridian/shared/ui';
import { Sidebar } from './Sidebar';

export const DRAWER_ID = 'main-navigation';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.sidebar};
  background: ${({ theme }) => theme.colors.overlay};
`;

export interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The sidebar on narrow screens: over the page, closed until the top bar's menu button opens it.
 * Escape, a tap on the dimmed page or the Close button close it; focus stays inside while it is
 * open and goes back to the menu button (the trap restores it) when it closes.
 */
export function SidebarDrawer({ open, onClose }: SidebarDrawerProps) {
  const theme = useTheme();
  const ref = useFocusTrap<HTMLElement>(open, { layer: theme.z.sidebar });
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <>
      <StyledBackdrop data-testid="sidebar-backdrop" onClick={onClose} />
      <Sidebar id={DRAWER_ID} ref={ref} open overlay onToggle={onClose} onKeyDown={onKeyDown} />
    </>
  );
}
