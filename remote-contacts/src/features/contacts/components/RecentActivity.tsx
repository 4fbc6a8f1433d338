import styled from 'styled-components';
import { formatDateTime } from '@meridian/shared/format';
import { space } from '@meridian/shared/ui';
import { SectionEmpty, SectionTitle } from '../../common/components/SectionTitle';
import { useRecentActivity } from '../hooks/useRecentActivity';

export interface RecentActivityProps {
  contactId: string;
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

/** The 5 newest items ('Added note'), or 'No recent activity'. */
export function RecentActivity({ contactId }: RecentActivityProps) {
  const { items, loading } = useRecentActivity(contactId);
  return (
    <section aria-label="Recent Activity">
      <SectionTitle>Recent Activity</SectionTitle>
      {!loading && items.length === 0 ? <SectionEmpty>No recent activity</SectionEmpty> : null}
      <StyledList>
        {items.map((item) => (
          <StyledItem key={item.id}>
            <StyledTitle>{item.title}</StyledTitle>
            {item.detail ? <StyledMuted title={item.detail}>{item.detail}</StyledMuted> : null}
            <StyledMuted>{formatDateTime(item.at)}</StyledMuted>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}
