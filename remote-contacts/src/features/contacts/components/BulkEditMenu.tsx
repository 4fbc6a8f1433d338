import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { BULK_EDIT_ACTIONS, type BulkEditAction } from '@meridian/shared/model';
import { Button, ChevronDownIcon, EditIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BulkEditMenuProps {
  /** A bulk edit is under way: the menu waits for it. */
  disabled?: boolean;
  onChoose: (action: BulkEditAction) => void;
}

const StyledWrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledMenu = styled.div`
  position: absolute;
  top: calc(100% + ${space(1)});
  left: 0;
  z-index: ${({ theme }) => theme.z.panel};
  min-width: 200px;
  padding: ${space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  button {
    display: flex;
    width: 100%;
    padding: ${space(2)} ${space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: left;
    white-space: nowrap;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The selection's Edit menu (a WAI-ARIA menu button): Change owner, Add tags, Remove tags, Set
 * company, Move to stage. Opening focuses the first item (ArrowUp on the button: the last); the
 * arrows, Home and End move; Escape closes back to the button, Tab or an outside click closes.
 * A choice gives focus back to the button before the action's dialog opens, so it returns there.
 */
export function BulkEditMenu({ disabled = false, onChoose }: BulkEditMenuProps) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const focusLast = useRef(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // Near the right edge (the bar wraps on a phone) the menu opens leftwards, inside the screen.
    const menu = menuRef.current;
    if (menu && menu.getBoundingClientRect().right > document.documentElement.clientWidth) {
      menu.style.left = 'auto';
      menu.style.right = '0';
    }
    const list = items(menu);
    (focusLast.current ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeToTrigger = () => {
    triggerRef.current?.focus();
    setOpen(false);
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
      // Handled here: the page's Escape would clear the selection.
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

  const choose = (action: BulkEditAction) => {
    closeToTrigger();
    onChoose(action);
  };

  return (
    <StyledWrap ref={wrapRef}>
      <Button
        ref={triggerRef}
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => {
          focusLast.current = false;
          setOpen((was) => !was);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <EditIcon size={14} />
        {t('contacts.bulkEdit.menu')}
        <ChevronDownIcon size={14} />
      </Button>
      {open ? (
        <StyledMenu ref={menuRef} id={menuId} role="menu" aria-label={t('contacts.bulkEdit.menuLabel')} onKeyDown={onMenuKeyDown}>
          {BULK_EDIT_ACTIONS.map((action) => (
            <button key={action} type="button" role="menuitem" tabIndex={-1} onClick={() => choose(action)}>
              {t(`contacts.bulkEdit.action.${action}`)}
            </button>
          ))}
        </StyledMenu>
      ) : null}
    </StyledWrap>
  );
}
