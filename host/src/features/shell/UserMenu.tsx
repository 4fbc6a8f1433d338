import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@meridian/shared/routing';
import styled from 'styled-components';
import { signOut, useSessionStore } from '@meridian/shared/auth';
import { usePermissions } from '@meridian/shared/app';
import { Avatar, LogoutIcon, SettingsIcon, UserIcon } from '@meridian/shared/ui';
import { useT } from '../../i18n';

const StyledWrap = styled.div`
  position: relative;
  padding: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTrigger = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledMenu = styled.div`
  position: absolute;
  left: 8px;
  bottom: calc(100% - 4px);
  min-width: 200px;
  padding: 4px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.z.panel};
  a,
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export interface UserMenuProps {
  compact: boolean;
}

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * Profile, Settings and Sign Out, as a menu button (WAI-ARIA APG): opening focuses the first
 * item (ArrowUp on the button: the last), ArrowUp/ArrowDown/Home/End move, Escape closes and
 * returns focus to the button, Tab closes; an outside click or a choice closes it too (docs/PRODUCT.md §2).
 */
export function UserMenu({ compact }: UserMenuProps) {
  const t = useT();
  const user = useSessionStore((s) => s.user);
  const { role } = usePermissions();
  const roleName = t(`shell.role.${role}`);
  const [open, setOpen] = useState(false);
  const focusLast = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const list = items(menuRef.current);
    (focusLast.current ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') {
      // Handled here so an overlay sidebar around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
    } else if (event.key === 'Tab') {
      close();
    } else if (move[event.key] !== undefined) {
      event.preventDefault();
      list[move[event.key]!]?.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusLast.current = event.key === 'ArrowUp';
      setOpen(true);
    }
  };

  return (
    <StyledWrap ref={ref}>
      {open && (
        <StyledMenu ref={menuRef} role="menu" aria-label={t('shell.userMenu.label')} onKeyDown={onMenuKeyDown}>
          <Link role="menuitem" tabIndex={-1} to="/profile" onClick={close}>
            <UserIcon aria-hidden="true" /> {t('shell.userMenu.profile')}
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/settings" onClick={close}>
            <SettingsIcon aria-hidden="true" /> {t('shell.userMenu.settings')}
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <LogoutIcon aria-hidden="true" /> {t('shell.userMenu.signOut')}
          </button>
        </StyledMenu>
      )}
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={compact ? t('shell.userMenu.trigger', { name: user?.name ?? '', role: roleName }) : undefined}
        onClick={() => {
          focusLast.current = false;
          setOpen((value) => !value);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar name={user?.name ?? '?'} size={32} />
        {!compact && (
          <span>
            <strong>{user?.name}</strong>
            <small>{user?.email}</small>
            <small>{roleName}</small>
          </span>
        )}
      </StyledTrigger>
    </StyledWrap>
  );
}
