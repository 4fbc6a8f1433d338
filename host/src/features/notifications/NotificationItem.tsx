import styled from 'styled-components';
import type { Notification } from '@meridian/shared/model';
import { Link } from '@meridian/shared/routing';
import { StyledVisuallyHidden } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { dueText } from './dueText';
import { notificationPath } from './notificationPath';

const StyledLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr;
  column-gap: 10px;
  row-gap: 2px;
  align-items: baseline;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  strong {
    grid-column: 2;
    font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The unread mark: a dot beside the subject (the link's name says "Unread" too). */
const StyledDot = styled.span<{ $unread: boolean }>`
  grid-column: 1;
  grid-row: 1;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

export interface NotificationItemProps {
  notification: Notification;
  typeName: (key: string) => string;
  onOpen: (notification: Notification) => void;
}

/** One notification: a link to its record (opening it marks it read), its type, subject and due. */
export function NotificationItem({ notification, typeName, onOpen }: NotificationItemProps) {
  const t = useT();
  const unread = !notification.read_at;
  return (
    <li>
      <StyledLink to={notificationPath(notification)} $unread={unread} data-notification-item="" onClick={() => onOpen(notification)}>
        <StyledDot $unread={unread} aria-hidden="true" />
        <strong>{notification.subject}</strong>
        <small>{t('shell.notifications.meta', { type: typeName(notification.type), due: dueText(notification) })}</small>
        {unread ? <StyledVisuallyHidden>{t('shell.notifications.unread')}</StyledVisuallyHidden> : null}
      </StyledLink>
    </li>
  );
}
