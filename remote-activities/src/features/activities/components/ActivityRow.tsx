import type { Activity } from '@meridian/contract';
import { useCommonT } from '@meridian/shared/i18n';
import { Checkbox, EditIcon, IconButton, PHONE_MEDIA, space, TrashIcon } from '@meridian/shared/ui';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import { dueText } from '../utils/dueText';
import { ActivityLinks } from './ActivityLinks';
import { TypeIcon } from './TypeIcon';

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  ${PHONE_MEDIA} {
    padding: ${space(3)};
    gap: ${space(2)};
  }
`;

const StyledCheck = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  label {
    min-width: 24px;
    min-height: 24px;
    justify-content: center;
  }
`;

const StyledMain = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledSubject = styled.span<{ $done: boolean }>`
  font-weight: 500;
  overflow-wrap: anywhere;
  ${({ $done, theme }) =>
    $done &&
    css`
      color: ${theme.colors.textMuted};
      text-decoration: line-through;
    `}
`;

const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledType = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
`;

const StyledDue = styled.time<{ $overdue: boolean }>`
  ${({ $overdue, theme }) =>
    $overdue &&
    css`
      color: ${theme.colors.dangerFg};
      font-weight: 500;
    `}
`;

const StyledActions = styled.span`
  display: inline-flex;
  gap: ${space(1)};
`;

export interface ActivityRowProps {
  activity: Activity;
  typeName: string;
  /** Shown done: the activity's state, or the member's check before the API answered. */
  done: boolean;
  overdue?: boolean;
  /** Null: the member may not change it (the checkbox shows its state, disabled). */
  onToggle: ((done: boolean) => void) | null;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Whose activity it is, when the list mixes members' work. */
  assigneeName?: string | null;
  /** On a record's own page the link to that record is left out. */
  showContact?: boolean;
  showCompany?: boolean;
}

/** One activity: check it off, its type, subject, due time, links and assignee, Edit and Delete. */
export function ActivityRow({
  activity,
  typeName,
  done,
  overdue = false,
  onToggle,
  onEdit,
  onDelete,
  assigneeName,
  showContact,
  showCompany,
}: ActivityRowProps) {
  const t = useT();
  const common = useCommonT();
  const { subject } = activity;
  return (
    <StyledRow data-testid="activity-row">
      <StyledCheck>
        <Checkbox
          checked={done}
          disabled={!onToggle}
          aria-label={t(done ? 'activities.row.reopen' : 'activities.row.complete', { subject })}
          onChange={(event) => onToggle?.(event.target.checked)}
        />
      </StyledCheck>
      <StyledMain>
        <StyledSubject $done={done}>{subject}</StyledSubject>
        <StyledMeta>
          <StyledType>
            <TypeIcon type={activity.type} size={14} />
            {typeName}
          </StyledType>
          <StyledDue dateTime={activity.due_at} $overdue={overdue && !done}>
            {dueText(activity)}
          </StyledDue>
          <ActivityLinks activity={activity} showContact={showContact} showCompany={showCompany} />
          {assigneeName ? <span>{t('activities.row.assignee', { name: assigneeName })}</span> : null}
        </StyledMeta>
      </StyledMain>
      <StyledActions>
        {onEdit ? (
          <IconButton aria-label={t('activities.row.edit', { subject })} title={common('common.edit')} onClick={onEdit}>
            <EditIcon />
          </IconButton>
        ) : null}
        {onDelete ? (
          <IconButton aria-label={t('activities.row.delete', { subject })} title={common('common.delete')} onClick={onDelete}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </StyledActions>
    </StyledRow>
  );
}
