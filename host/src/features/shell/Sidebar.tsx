import { Fragment, useId, type KeyboardEvent, type Ref } from 'react';
import { NavLink } from '@meridian/shared/routing';
import styled, { css, keyframes } from 'styled-components';
import {
  BuildingIcon,
  ChartIcon,
  CheckCircleIcon,
  ChevronLeftIcon,
  CloseIcon,
  IconButton,
  KanbanIcon,
  MenuIcon,
  StyledVisuallyHidden,
  TrashIcon,
  UploadIcon,
  UsersIcon,
} from '@meridian/shared/ui';
import { PRODUCT_NAME, usePermissions } from '@meridian/shared/app';
import { useT } from '../../i18n';
import { useDuplicateCounts } from './useDuplicateCounts';
import { useMyWorkCount } from './useMyWorkCount';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/dashboard', labelKey: 'shell.nav.dashboard', icon: ChartIcon },
  { to: '/contacts', labelKey: 'shell.nav.contacts', icon: UsersIcon },
  { to: '/companies', labelKey: 'shell.nav.companies', icon: BuildingIcon },
  { to: '/pipeline', labelKey: 'shell.nav.pipeline', icon: KanbanIcon },
  { to: '/my-work', labelKey: 'shell.nav.myWork', icon: CheckCircleIcon },
  { to: '/trash', labelKey: 'shell.nav.trash', icon: TrashIcon },
] as const;

/** Importing is an admin's (the API refuses it to members and read-only users). */
const ADMIN_NAV = [{ to: '/import', labelKey: 'shell.nav.import', icon: UploadIcon }] as const;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/** Docked beside the page on desktops; over the page, from the left edge, on narrow screens. */
const StyledSidebar = styled.aside<{ $open: boolean; $overlay: boolean }>`
  position: sticky;
  top: 0;
  height: 100vh;
  flex: 0 0 auto;
  width: ${({ $open }) => ($open ? 232 : 64)}px;
  ${({ $overlay, theme }) =>
    $overlay &&
    css`
      position: fixed;
      left: 0;
      bottom: 0;
      height: auto;
      width: min(280px, 85vw);
      box-shadow: ${theme.shadow.lg};
      animation: ${slideIn} ${theme.motion.base} ${theme.motion.easing};
    `}
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

const StyledIconSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

/**
 * A count: of work due (danger) beside the label when open, on the icon's corner when collapsed;
 * of duplicate groups (warning) beside a section's Duplicates link.
 */
const StyledCount = styled.span<{ $corner: boolean; $tone?: 'danger' | 'warning' }>`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningBg : theme.colors.dangerBg)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.dangerFg)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  line-height: 18px;
  text-align: center;
  ${({ $corner }) =>
    $corner
      ? css`
          position: absolute;
          top: -8px;
          right: -12px;
        `
      : css`
          margin-left: auto;
        `}
`;

/** A section's "Duplicates" link, under the section's own, indented to its label. */
const StyledSubLink = styled(StyledLink)`
  gap: 8px;
  padding: 4px 12px 4px 40px;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Its section's link is highlighted already: the words alone say where the user is. */
  &.active {
    background: transparent;
  }
`;

/** The sections whose duplicate groups the sidebar counts, and where their finder is. */
const DUPLICATES = {
  '/contacts': { to: '/contacts/duplicates', section: 'contacts' },
  '/companies': { to: '/companies/duplicates', section: 'companies' },
} as const;

const finderOf = (to: string) => (to in DUPLICATES ? DUPLICATES[to as keyof typeof DUPLICATES] : null);

export interface SidebarProps {
  open: boolean;
  /** Collapses / expands the docked sidebar; closes the overlay one. */
  onToggle: () => void;
  /** Narrow screens: drawn over the page, with a Close button instead of Collapse. */
  overlay?: boolean;
  id?: string;
  ref?: Ref<HTMLElement>;
  onKeyDown?: (event: KeyboardEvent) => void;
}

export function Sidebar({ open, onToggle, overlay = false, id, ref, onKeyDown }: SidebarProps) {
  const t = useT();
  const { can } = usePermissions();
  const nav = can('admin') ? [...NAV, ...ADMIN_NAV] : NAV;
  const due = useMyWorkCount();
  const duplicates = useDuplicateCounts();
  const labelIds = useId();
  return (
    <StyledSidebar ref={ref} id={id} $open={open} $overlay={overlay} aria-label={t('shell.nav.label')} data-open={open} onKeyDown={onKeyDown}>
      <StyledBrand $open={open}>
        {open && <span>{PRODUCT_NAME}</span>}
        {overlay ? (
          <IconButton aria-label={t('shell.nav.close')} onClick={onToggle}>
            <CloseIcon />
          </IconButton>
        ) : (
          <IconButton aria-label={open ? t('shell.nav.collapse') : t('shell.nav.expand')} aria-expanded={open} onClick={onToggle}>
            {open ? <ChevronLeftIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </StyledBrand>
      <StyledNav>
        {nav.map(({ to, labelKey, icon: Icon }) => {
          const label = t(labelKey);
          const count = to === '/my-work' && due > 0 ? due : 0;
          const name = count ? `${label}, ${t('shell.nav.myWorkDue', { count })}` : label;
          const finder = finderOf(to);
          const groups = finder ? duplicates[finder.section] : 0;
          return (
            <Fragment key={to}>
              <StyledLink to={to} $open={open} title={open ? undefined : name} aria-label={open ? undefined : name}>
                <StyledIconSlot>
                  <Icon aria-hidden="true" />
                  {count > 0 && !open && (
                    <StyledCount $corner aria-hidden="true">
                      {count}
                    </StyledCount>
                  )}
                </StyledIconSlot>
                {open && <span id={`${labelIds}${to}`}>{label}</span>}
                {count > 0 && open && (
                  <>
                    <StyledCount $corner={false} aria-hidden="true">
                      {count}
                    </StyledCount>
                    <StyledVisuallyHidden>{`, ${t('shell.nav.myWorkDue', { count })}`}</StyledVisuallyHidden>
                  </>
                )}
              </StyledLink>
              {finder && groups > 0 && open ? (
                // Named without the section's word ('Duplicates, 3 groups'), which its description gives:
                // the section's own link stays the one link of that name.
                <StyledSubLink to={finder.to} $open aria-label={t('shell.nav.duplicateGroups', { count: groups })} aria-describedby={`${labelIds}${to}`}>
                  <span>{t('shell.nav.duplicates')}</span>
                  <StyledCount $corner={false} $tone="warning" aria-hidden="true">
                    {groups}
                  </StyledCount>
                </StyledSubLink>
              ) : null}
            </Fragment>
          );
        })}
      </StyledNav>
      <UserMenu compact={!open} />
    </StyledSidebar>
  );
}
