import styled from 'styled-components';
import { formatDateTime } from '@meridian/shared/format';
import { StyledTimeline, StyledTimelineItem, StyledTimelineLine, StyledTimelineTitle } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { ActivityItem } from '../utils/activityItem';

export interface ActivityListProps {
  items: readonly ActivityItem[];
}

const StyledMuted = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A timeline: what happened, its detail, when (and by whom). */
export function ActivityList({ items }: ActivityListProps) {
  const t = useT();
  return (
    <StyledTimeline>
      {items.map((item) => (
        <StyledTimelineItem key={item.id}>
          <StyledTimelineTitle>{item.title}</StyledTimelineTitle>
          {item.lines?.map((line, index) => (
            <StyledTimelineLine key={index}>{line}</StyledTimelineLine>
          ))}
          {item.detail ? <StyledMuted title={item.detail}>{item.detail}</StyledMuted> : null}
          <StyledMuted>{item.by ? t('contacts.activity.atBy', { at: formatDateTime(item.at), by: item.by }) : formatDateTime(item.at)}</StyledMuted>
        </StyledTimelineItem>
      ))}
    </StyledTimeline>
  );
}
