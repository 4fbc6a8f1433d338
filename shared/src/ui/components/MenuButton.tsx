import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../theme/tokens';
import { Button, type ButtonProps } from './Button';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  /** A destructive choice (Delete), in the danger colour. */
  danger?: boolean;
  /** Shown but not chosen (already so): still reached by the arrow keys, as APG advises. */
  disabled?: boolean;
}

export interface MenuButtonProps {
  /** The trigger's content (words, an icon). */
  children: ReactNode;
  items: readonly MenuItem[];
  /** The menu's accessible name. */
  label: string;
  /** The trigger's own accessible name, when its content is an icon. */
  'aria-label'?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Opens to the left edge of the trigger (default) or its right edge. */
  align?: 'start' | 'end';
  /** The trigger cannot be used (work under way). */
  disabled?: boolean;
  className?: string;
}

const StyledWrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledMenu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.z.panel};
  min-width: 200px;
  max-width: min(320px, calc(100vw - ${space(8)}));
  max-height: 60vh;
  overflow-y: auto;
  padding: ${space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledItem = styled.button<{ $danger: boolean }>`
  display: flex;
  width: 100%;
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerFg : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const itemsOf = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A menu button (WAI-ARIA APG): opening focuses the first item (ArrowUp on the button: the last),
 * ArrowUp/ArrowDown/Home/End move, Enter chooses, Escape closes and gives focus back to the button,
 * Tab or an outside click closes it. A choice closes it and returns focus to the button first, so
 * a dialog the choice opens gives focus back there when it closes.
 */
export function MenuButton({ children, items, label, variant = 'secondary', size = 'md', align = 'start', disabled, className, ...aria }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const focusLast = useRef(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    // Past the screen's edge (a bar that wraps on a phone) the menu opens towards the other side.
    const menu = menuRef.current;
    if (menu) {
      const box = menu.getBoundingClientRect();
      if (box.right > document.documentElement.clientWidth) Object.assign(menu.style, { left: 'auto', right: '0' });
      else if (box.left < 0) Object.assign(menu.style, { left: '0', right: 'auto' });
    }
    const list = itemsOf(menu);
    (focusLast.current ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (move[event.key] !== undefined) {
      event.preventDefault();
      list[move[event.key]!]?.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    setOpen(true);
  };

  return (
    <StyledWrap ref={wrapRef} className={className}>
      <Button
        ref={triggerRef}
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={aria['aria-label']}
        disabled={disabled}
        onClick={() => {
          focusLast.current = false;
          setOpen((was) => !was);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </Button>
      {open ? (
        <StyledMenu ref={menuRef} id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <StyledItem
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              $danger={Boolean(item.danger)}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return;
                closeToTrigger();
                item.onSelect();
              }}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      ) : null}
    </StyledWrap>
  );
}
