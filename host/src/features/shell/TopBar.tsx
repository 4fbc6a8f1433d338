import type { Ref } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@meridian/shared/app';
import { IconButton, MenuIcon, ThemeToggle } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { NotificationBell } from '../notifications/NotificationBell';
import { DRAWER_ID } from './SidebarDrawer';

/** As tall as the sidebar's brand row beside it, so the two read as one band. */
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

const StyledEnd = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
`;

/** Narrow screens: the drawer the menu button opens. */
export interface TopBarMenu {
  drawerOpen: boolean;
  onOpen: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export interface TopBarProps {
  /** Narrow screens only: the menu button and the brand (on desktops both are in the sidebar). */
  menu?: TopBarMenu;
}

/**
 * The shell's header, above every page on every screen size: the notification bell and the one
 * place of the theme toggle (pages never draw their own); on narrow screens also the menu button and the brand.
 */
export function TopBar({ menu }: TopBarProps) {
  const t = useT();
  return (
    <StyledBar>
      {menu ? (
        <>
          <IconButton
            ref={menu.menuButtonRef}
            aria-label={t('shell.nav.open')}
            aria-expanded={menu.drawerOpen}
            aria-controls={menu.drawerOpen ? DRAWER_ID : undefined}
            onClick={menu.onOpen}
          >
            <MenuIcon />
          </IconButton>
          <span>{PRODUCT_NAME}</span>
        </>
      ) : null}
      <StyledEnd>
        <NotificationBell />
        <ThemeToggle />
      </StyledEnd>
    </StyledBar>
  );
}
