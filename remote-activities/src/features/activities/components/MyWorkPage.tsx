import { useState } from 'react';
import { ACTIVITY_SECTIONS, type Activity, type ActivitySection } from '@meridian/contract';
import { usePageTitle } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import { currentTimeZone } from '@meridian/shared/format';
import { useSearchParams } from '@meridian/shared/routing';
import { Button, PageHeader, PlusIcon, space, StyledPageContainer } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useActivityActions } from '../hooks/useActivityActions';
import { useActivityCounts } from '../hooks/useActivityCounts';
import { useActivityTypes } from '../hooks/useActivityTypes';
import { useTypeName } from '../hooks/useTypeName';
import { useViewer } from '../hooks/useViewer';
import { canChange } from '../utils/canChange';
import { LazyComposer } from './LazyComposer';
import { ActivityRow } from './ActivityRow';
import { MemberFilter } from './MemberFilter';
import { MyWorkSection } from './MyWorkSection';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  margin-top: ${space(5)};
`;

/** The address's `?member=`: whose work is shown (the signed-in member's without it). */
const MEMBER_PARAM = 'member';

type Composing = { activity?: Activity } | null;

/** /my-work: a member's activities by section (Overdue, Today, Upcoming, Done), checked off in one click. */
export function MyWorkPage() {
  const t = useT();
  usePageTitle(t('activities.myWork.title'));
  const [params, setParams] = useSearchParams();
  const { members, myId, nameOf } = useMembers();
  const viewer = useViewer();
  const assigneeId = params.get(MEMBER_PARAM) || myId;
  const tz = currentTimeZone();
  const counts = useActivityCounts(assigneeId, tz);
  const types = useActivityTypes();
  const typeName = useTypeName(types);
  const actions = useActivityActions();
  const [composing, setComposing] = useState<Composing>(null);
  const mine = assigneeId === myId;

  const chooseMember = (memberId: string) => {
    const next = new URLSearchParams(params);
    if (memberId === myId) next.delete(MEMBER_PARAM);
    else next.set(MEMBER_PARAM, memberId);
    setParams(next, { replace: true });
  };

  const renderRow = (activity: Activity, section: ActivitySection) => {
    const editable = canChange(viewer, activity);
    return (
      <ActivityRow
        key={activity.id}
        activity={activity}
        typeName={typeName(activity.type)}
        done={actions.doneOf(activity)}
        overdue={section === 'overdue'}
        onToggle={editable ? (done) => void actions.setDone(activity, done) : null}
        onEdit={editable ? () => setComposing({ activity }) : undefined}
        onDelete={editable ? () => void actions.remove(activity) : undefined}
        assigneeName={mine ? null : (nameOf(activity.assignee_id) ?? activity.assignee_name)}
      />
    );
  };

  return (
    <StyledPageContainer>
      <PageHeader
        title={t('activities.myWork.title')}
        subtitle={t('activities.myWork.subtitle')}
        actions={
          <>
            <MemberFilter members={members} myId={myId} value={assigneeId ?? ''} onChange={chooseMember} />
            {viewer.canCreate ? (
              <Button variant="primary" onClick={() => setComposing({})}>
                <PlusIcon aria-hidden="true" />
                {t('activities.myWork.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <StyledSections>
        {ACTIVITY_SECTIONS.map((section) => (
          <MyWorkSection key={section} section={section} assigneeId={assigneeId} tz={tz} count={counts.data?.[section]} renderRow={renderRow} />
        ))}
      </StyledSections>
      {composing ? (
        <LazyComposer
          activity={composing.activity}
          assigneeId={assigneeId ?? myId ?? ''}
          onClose={() => setComposing(null)}
          onSaved={() => void actions.refresh()}
        />
      ) : null}
    </StyledPageContainer>
  );
}
