import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatCount } from '@meridian/shared/format';
import type { Notification } from '@meridian/shared/model';
import { IconButton } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { BellIcon } from './BellIcon';
import { NotificationPanel } from './NotificationPanel';
import { useActivityTypeName } from './useActivityTypeName';
import { useDesktopNotifications } from './useDesktopNotifications';
import { useNotifications } from './useNotifications';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledButton = styled(IconButton)`
  position: relative;
`;

const StyledCount = styled.span`
  position: absolute;
  top: 1px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** More than this shows as "99+". */
const COUNT_SHOWN_MAX = 99;

const itemsIn = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLElement>('[data-notification-item]') ?? []);

/**
 * The top bar's bell: the unread count, and the notification centre it opens (a non-modal popover:
 * opening focuses the newest item, ArrowUp/ArrowDown/Home/End or Tab move through them, Escape
 * closes it and returns to the bell, and so do a click outside it or Tab leaving it). It also raises
 * the desktop notifications of what arrives while the page is open.
 */
export function NotificationBell() {
  const t = useT();
  const { page, error, markRead, markAllRead, retry } = useNotifications();
  const typeName = useActivityTypeName(page?.notifications);
  useDesktopNotifications({ notifications: page?.notifications, typeName, markRead });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const unread = page?.unread ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    (itemsIn(panelRef.current)[0] ?? panelRef.current)?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeToBell = () => {
    setOpen(false);
    bellRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsIn(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: index < 0 ? 0 : Math.min(index + 1, list.length - 1),
      ArrowUp: index < 0 ? list.length - 1 : Math.max(index - 1, 0),
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') {
      // Handled here so an overlay around the bell stays open.
      event.preventDefault();
      event.stopPropagation();
      closeToBell();
    } else if (list.length > 0 && move[event.key] !== undefined) {
      event.preventDefault();
      list[move[event.key]!]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !wrapRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  const onOpenItem = (notification: Notification) => {
    setOpen(false);
    if (!notification.read_at) void markRead([notification.id]);
  };

  const onMarkAll = () => {
    // The button goes once nothing is unread: keep the focus in the panel.
    panelRef.current?.focus();
    void markAllRead();
  };

  return (
    <StyledWrap ref={wrapRef} onBlur={onBlur}>
      <StyledButton
        ref={bellRef}
        aria-label={t('shell.notifications.bell', { count: unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon size={20} />
        {unread > 0 ? (
          <StyledCount aria-hidden="true">
            {unread > COUNT_SHOWN_MAX ? t('shell.notifications.countMany', { count: COUNT_SHOWN_MAX }) : formatCount(unread)}
          </StyledCount>
        ) : null}
      </StyledButton>
      {open ? (
        <NotificationPanel
          id={panelId}
          panelRef={panelRef}
          page={page}
          error={error}
          typeName={typeName}
          onOpen={onOpenItem}
          onMarkAll={onMarkAll}
          onRetry={retry}
          onKeyDown={onPanelKeyDown}
        />
      ) : null}
    </StyledWrap>
  );
}
