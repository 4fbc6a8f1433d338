import type { KeyboardEvent, Ref } from 'react';
import styled from 'styled-components';
import type { Notification, NotificationPage } from '@meridian/shared/model';
import { Button, CheckCircleIcon, EmptyState, ErrorState, LoadingState, PHONE_MEDIA } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { NotificationItem } from './NotificationItem';

/** A popover under the bell; on a phone a sheet over the page below the top bar, the screen's full width. */
const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  display: flex;
  flex-direction: column;
  width: 380px;
  max-height: min(560px, calc(100vh - 80px));
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.z.panel};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &:focus {
    outline: none;
  }
  ${PHONE_MEDIA} {
    position: fixed;
    top: 56px;
    left: 0;
    right: 0;
    bottom: 0;
    width: auto;
    max-height: none;
    border-width: 1px 0 0;
    border-radius: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 48px;
  padding: 6px 8px 6px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 4px;
  }
`;

export interface NotificationPanelProps {
  id: string;
  panelRef: Ref<HTMLDivElement>;
  page: NotificationPage | undefined;
  error: unknown;
  typeName: (key: string) => string;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
  onRetry: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The notification centre: the member's notifications newest first, or why there are none to show. */
export function NotificationPanel({ id, panelRef, page, error, typeName, onOpen, onMarkAll, onRetry, onKeyDown }: NotificationPanelProps) {
  const t = useT();
  const headingId = `${id}-title`;
  let body;
  if (page && page.notifications.length > 0) {
    body = (
      <ul>
        {page.notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} typeName={typeName} onOpen={onOpen} />
        ))}
      </ul>
    );
  } else if (page) {
    body = <EmptyState icon={<CheckCircleIcon size={28} />} title={t('shell.notifications.empty')} description={t('shell.notifications.emptyHint')} />;
  } else if (error) {
    body = <ErrorState title={t('shell.notifications.error')} onRetry={onRetry} />;
  } else {
    body = <LoadingState label={t('shell.notifications.loading')} />;
  }
  return (
    <StyledPanel id={id} ref={panelRef} role="dialog" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
      <StyledHeader>
        <h2 id={headingId}>{t('shell.notifications.title')}</h2>
        {page && page.unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={onMarkAll}>
            {t('shell.notifications.markAll')}
          </Button>
        ) : null}
      </StyledHeader>
      <StyledBody>{body}</StyledBody>
    </StyledPanel>
  );
}
