import styled from 'styled-components';
import { formatDateTime } from '@meridian/shared/format';
import type { AuditEvent } from '@meridian/shared/model';
import { Badge, PHONE_MEDIA } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { describeEvent } from './describeEvent';

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 180px 1fr;
    gap: 4px 16px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p + p {
    margin-top: 4px;
  }
  ${PHONE_MEDIA} {
    li {
      grid-template-columns: 1fr;
    }
  }
`;

export interface AuditEventListProps {
  events: readonly AuditEvent[];
}

/** Newest first: when, what kind of record, and the event in words. */
export function AuditEventList({ events }: AuditEventListProps) {
  const t = useT();
  return (
    <StyledList>
      {events.map((event) => (
        <li key={event.id}>
          <div>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> <Badge>{t(`shell.audit.type.${event.record_type}`)}</Badge>
          </div>
          <div>
            {describeEvent(event).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        </li>
      ))}
    </StyledList>
  );
}
