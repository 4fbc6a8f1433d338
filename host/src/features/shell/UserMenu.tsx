import { useEffect, useRef, useState } from 'react';
import { Link } from '@meridian/shared/routing';
import styled from 'styled-components';
import { signOut, useSessionStore } from '@meridian/shared/auth';
import { Avatar, LogoutIcon, SettingsIcon, UserIcon } from '@meridian/shared/ui';

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

/** Profile, Settings and Sign Out; closes on an outside click, Escape or a choice. */
export function UserMenu({ compact }: UserMenuProps) {
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <StyledWrap ref={ref}>
      {open && (
        <StyledMenu role="menu" aria-label="User menu">
          <Link role="menuitem" to="/profile" onClick={close}>
            <UserIcon aria-hidden="true" /> Profile
          </Link>
          <Link role="menuitem" to="/settings" onClick={close}>
            <SettingsIcon aria-hidden="true" /> Settings
          </Link>
          <button role="menuitem" type="button" onClick={() => { close(); void signOut(); }}>
            <LogoutIcon aria-hidden="true" /> Sign Out
          </button>
        </StyledMenu>
      )}
      <StyledTrigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={compact ? `Account menu for ${user?.name ?? 'you'}` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user?.name ?? '?'} size={32} />
        {!compact && (
          <span>
            <strong>{user?.name}</strong>
            <small>{user?.email}</small>
          </span>
        )}
      </StyledTrigger>
    </StyledWrap>
  );
}
