import type { Ref } from 'react';
import styled from 'styled-components';
import { IconButton, MenuIcon } from '@meridian/shared/ui';
import { DRAWER_ID } from './SidebarDrawer';

const StyledBar = styled.header`
  display: flex;
  flex: 0 0 auto;
  align-items: center;
  gap: 8px;
  height: 56px;
  padding: 0 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export interface MobileTopBarProps {
  drawerOpen: boolean;
  onOpen: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/** Narrow screens only: the menu button that opens the navigation drawer, and the brand. */
export function MobileTopBar({ drawerOpen, onOpen, menuButtonRef }: MobileTopBarProps) {
  return (
    <StyledBar>
      <IconButton
        ref={menuButtonRef}
        aria-label="Open navigation"
        aria-expanded={drawerOpen}
        aria-controls={drawerOpen ? DRAWER_ID : undefined}
        onClick={onOpen}
      >
        <MenuIcon />
      </IconButton>
      <span>Meridian</span>
    </StyledBar>
  );
}
