import { NavLink } from '@meridian/shared/routing';
import styled from 'styled-components';
import { BuildingIcon, ChevronLeftIcon, IconButton, KanbanIcon, MenuIcon, UsersIcon } from '@meridian/shared/ui';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/contacts', label: 'Contacts', icon: UsersIcon },
  { to: '/companies', label: 'Companies', icon: BuildingIcon },
  { to: '/pipeline', label: 'Sales Pipeline', icon: KanbanIcon },
];

const StyledSidebar = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 0;
  height: 100vh;
  flex: 0 0 auto;
  width: ${({ $open }) => ($open ? 232 : 64)}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.motion.base} ease;
  z-index: ${({ theme }) => theme.z.sidebar};
`;

const StyledBrand = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $open }) => ($open ? 'space-between' : 'center')};
  gap: 8px;
  height: 56px;
  padding: 0 12px;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledNav = styled.nav`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px;
`;

const StyledLink = styled(NavLink)<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  justify-content: ${({ $open }) => ($open ? 'flex-start' : 'center')};
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &.active {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  svg {
    flex: 0 0 auto;
  }
`;

export interface SidebarProps {
  open: boolean;
  onToggle: () => void;
}

export function Sidebar({ open, onToggle }: SidebarProps) {
  return (
    <StyledSidebar $open={open} aria-label="Main navigation" data-open={open}>
      <StyledBrand $open={open}>
        {open && <span>Meridian</span>}
        <IconButton
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={open}
          onClick={onToggle}
        >
          {open ? <ChevronLeftIcon /> : <MenuIcon />}
        </IconButton>
      </StyledBrand>
      <StyledNav>
        {NAV.map(({ to, label, icon: Icon }) => (
          <StyledLink key={to} to={to} $open={open} title={open ? undefined : label} aria-label={open ? undefined : label}>
            <Icon aria-hidden="true" />
            {open && <span>{label}</span>}
          </StyledLink>
        ))}
      </StyledNav>
      <UserMenu compact={!open} />
    </StyledSidebar>
  );
}
