import styled from 'styled-components';
import { formatDateTime } from '@meridian/shared/format';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { ActivityItem } from '../utils/activityItem';

export interface ActivityListProps {
  items: readonly ActivityItem[];
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  padding-left: ${space(3)};
  border-left: 2px solid ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledMuted = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A changed field under its event: it wraps, the values can be long. */
const StyledLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A timeline: what happened, its detail, when (and by whom). */
export function ActivityList({ items }: ActivityListProps) {
  const t = useT();
  return (
    <StyledList>
      {items.map((item) => (
        <StyledItem key={item.id}>
          <StyledTitle>{item.title}</StyledTitle>
          {item.lines?.map((line, index) => (
            <StyledLine key={index}>{line}</StyledLine>
          ))}
          {item.detail ? <StyledMuted title={item.detail}>{item.detail}</StyledMuted> : null}
          <StyledMuted>{item.by ? t('contacts.activity.atBy', { at: formatDateTime(item.at), by: item.by }) : formatDateTime(item.at)}</StyledMuted>
        </StyledItem>
      ))}
    </StyledList>
  );
}
