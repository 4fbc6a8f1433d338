import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@meridian/shared/routing';
import styled from 'styled-components';
import { NARROW_QUERY, useMediaQuery } from '@meridian/shared/ui';
import { Sidebar } from './Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { TopBar } from './TopBar';
import { useAccessCheck } from './useAccessCheck';
import { useServerPreferences } from '../preferences/useServerPreferences';
import { useSidebarOpen } from './useSidebarOpen';
import { useT } from '../../i18n';

const StyledLayout = styled.div`
  display: flex;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
`;

/** The header above the page (desktops: beside the sidebar). */
const StyledColumn = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 0;
  overflow: auto;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 12px;
    top: 12px;
    z-index: ${({ theme }) => theme.z.toast};
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface AppShellProps {
  children: ReactNode;
}

/**
 * Desktop: the sidebar docks beside the page, open by default (docs/PRODUCT.md §2), its state remembered.
 * Below a tablet's landscape width it overlays the page instead, closed until the top bar's menu
 * button opens it, and closes again on navigation (deviation 11). The top bar above the page holds
 * the theme toggle on every route.
 */
export function AppShell({ children }: AppShellProps) {
  const t = useT();
  useServerPreferences();
  useAccessCheck();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [open, toggle] = useSidebarOpen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    // The focus trap restores focus too; a touch tap may not have focused the button first.
    requestAnimationFrame(() => menuButtonRef.current?.focus());
  }, []);

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, narrow]);

  return (
    <StyledLayout>
      <StyledSkipLink href="#main">{t('shell.skipToContent')}</StyledSkipLink>
      {narrow ? null : <Sidebar open={open} onToggle={toggle} />}
      <StyledColumn>
        <TopBar menu={narrow ? { drawerOpen, onOpen: () => setDrawerOpen(true), menuButtonRef } : undefined} />
        {narrow ? <SidebarDrawer open={drawerOpen} onClose={closeDrawer} /> : null}
        <StyledMain id="main" tabIndex={-1}>
          {children}
        </StyledMain>
      </StyledColumn>
    </StyledLayout>
  );
}
