import { nextActivityState, type Activity, type NextActivityState } from '@meridian/contract';
import { Badge, space, type BadgeTone } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { dueText } from '../utils/dueText';
import { TypeIcon } from './TypeIcon';

const StyledNext = styled.div<{ $state: NextActivityState }>`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $state }) => ($state === 'overdue' ? theme.colors.dangerFg : $state === 'today' ? theme.colors.warning : theme.colors.info)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSubject = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const TONES: Record<NextActivityState, BadgeTone> = { overdue: 'danger', today: 'warning', planned: 'info', none: 'neutral' };

export interface NextActivityProps {
  activity: Activity | null;
  typeName: (key: string) => string;
  tz: string;
  now?: Date;
}

/** The record's next open activity (the earliest due) with where it stands: overdue, today or planned; or that none is planned. */
export function NextActivity({ activity, typeName, tz, now = new Date() }: NextActivityProps) {
  const t = useT();
  const state = nextActivityState(activity, now, tz);
  return (
    <StyledNext $state={state} data-state={state}>
      <StyledTop>
        <span>{t('activities.record.next')}</span>
        <Badge tone={TONES[state]}>{t(`activities.state.${state}`)}</Badge>
      </StyledTop>
      {activity ? (
        <>
          <StyledSubject>{activity.subject}</StyledSubject>
          <StyledTop>
            <TypeIcon type={activity.type} size={14} />
            <span>{typeName(activity.type)}</span>
            <time dateTime={activity.due_at}>{dueText(activity)}</time>
          </StyledTop>
        </>
      ) : null}
    </StyledNext>
  );
}
