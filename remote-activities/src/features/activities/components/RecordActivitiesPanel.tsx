import { useId, useState } from 'react';
import { openSection, type Activity } from '@meridian/contract';
import { useMembers } from '@meridian/shared/data';
import type { ActivityRecord } from '@meridian/shared/federation';
import { currentTimeZone } from '@meridian/shared/format';
import { Button, ErrorState, PlusIcon, space } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useActivityActions } from '../hooks/useActivityActions';
import { useActivityTypes } from '../hooks/useActivityTypes';
import { useRecordActivities } from '../hooks/useRecordActivities';
import { useTypeName } from '../hooks/useTypeName';
import { useViewer } from '../hooks/useViewer';
import { canChange } from '../utils/canChange';
import type { ComposerPreset } from '../utils/composerValues';
import { recordLinks } from '../utils/recordQuery';
import { LazyComposer } from './LazyComposer';
import { ActivityRow } from './ActivityRow';
import { ActivityRowsSkeleton } from './ActivityRowsSkeleton';
import { NextActivity } from './NextActivity';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledHeading = styled.h3`
  margin: ${space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Composing = { activity?: Activity; mode: 'schedule' | 'log'; preset?: ComposerPreset } | null;

export interface RecordActivitiesPanelProps {
  record: ActivityRecord;
  readOnly: boolean;
  compact: boolean;
}

/** A record's activities: quick actions, the next activity, then the open and done ones. */
export function RecordActivitiesPanel({ record, readOnly, compact }: RecordActivitiesPanelProps) {
  const t = useT();
  const tz = currentTimeZone();
  const openId = useId();
  const doneId = useId();
  const viewer = useViewer();
  const { myId, nameOf } = useMembers();
  const types = useActivityTypes();
  const typeName = useTypeName(types);
  const actions = useActivityActions();
  const open = useRecordActivities(record, false, tz);
  const done = useRecordActivities(record, true, tz);
  const [composing, setComposing] = useState<Composing>(null);
  const canAdd = !readOnly && viewer.canCreate;
  const links = recordLinks(record);
  const preset: ComposerPreset = {
    contact: links.contact_id ? { id: links.contact_id, name: '' } : null,
    company: links.company_id ? { id: links.company_id, name: '' } : null,
    dealContactId: links.deal_contact_id ?? null,
  };
  const openActivities = open.data?.activities;
  const next = openActivities?.[0] ?? null;
  const now = new Date();

  const row = (activity: Activity) => {
    const editable = !readOnly && canChange(viewer, activity);
    return (
      <ActivityRow
        key={activity.id}
        activity={activity}
        typeName={typeName(activity.type)}
        done={actions.doneOf(activity)}
        overdue={!activity.done && openSection(activity, now, tz) === 'overdue'}
        onToggle={editable ? (value) => void actions.setDone(activity, value) : null}
        onEdit={editable ? () => setComposing({ activity, mode: 'schedule' }) : undefined}
        onDelete={editable ? () => void actions.remove(activity) : undefined}
        assigneeName={nameOf(activity.assignee_id) ?? activity.assignee_name}
        showContact={record.kind === 'company'}
        showCompany={record.kind !== 'company'}
      />
    );
  };

  const failed = open.error ?? done.error;
  return (
    <StyledPanel data-testid="record-activities">
      {canAdd ? (
        <StyledActions>
          <Button size="sm" onClick={() => setComposing({ mode: 'schedule', preset })}>
            <PlusIcon aria-hidden="true" />
            {t('activities.record.schedule')}
          </Button>
          <Button size="sm" onClick={() => setComposing({ mode: 'log', preset: { ...preset, type: 'call', now: true, done: true } })}>
            {t('activities.record.logCall')}
          </Button>
        </StyledActions>
      ) : null}
      {failed && !openActivities ? (
        <ErrorState
          title={t('activities.record.failed')}
          onRetry={() => {
            void open.mutate();
            void done.mutate();
          }}
        />
      ) : openActivities ? (
        <NextActivity activity={next} typeName={typeName} tz={tz} now={now} />
      ) : (
        <ActivityRowsSkeleton rows={1} />
      )}
      {compact ? null : (
        <>
          <StyledHeading id={openId}>{t('activities.record.open')}</StyledHeading>
          {openActivities?.length ? <StyledList aria-labelledby={openId}>{openActivities.map(row)}</StyledList> : null}
          {openActivities && !openActivities.length ? <StyledEmpty>{t('activities.record.noOpen')}</StyledEmpty> : null}
          <StyledHeading id={doneId}>{t('activities.record.done')}</StyledHeading>
          {done.data?.activities.length ? <StyledList aria-labelledby={doneId}>{done.data.activities.map(row)}</StyledList> : null}
          {done.data && !done.data.activities.length ? <StyledEmpty>{t('activities.record.noDone')}</StyledEmpty> : null}
          {!done.data && !done.error ? <ActivityRowsSkeleton rows={1} /> : null}
        </>
      )}
      {composing ? (
        <LazyComposer
          activity={composing.activity}
          mode={composing.mode}
          preset={composing.preset}
          assigneeId={myId ?? viewer.id}
          onClose={() => setComposing(null)}
          onSaved={() => void actions.refresh()}
        />
      ) : null}
    </StyledPanel>
  );
}
