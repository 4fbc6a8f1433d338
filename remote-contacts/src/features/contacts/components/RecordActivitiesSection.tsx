import { useMemo } from 'react';
import styled from 'styled-components';
import { FederatedComponent, type ActivityRecord, type RecordActivitiesProps } from '@meridian/shared/federation';
import { Button, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { RECORD_ACTIVITIES_MODULE } from '../utils/contactConstants';

export interface RecordActivitiesSectionProps {
  record: ActivityRecord;
  /** The member may not add or change activities here. */
  readOnly: boolean;
  /** The next activity and the quick actions only (a side panel). */
  compact?: boolean;
}

/** In a side panel the next section follows at the panel's spacing; the page's grid spaces its own. */
const StyledSection = styled.section<{ $spaced: boolean }>`
  margin-bottom: ${({ $spaced }) => ($spaced ? space(6) : 0)};
`;

const StyledUnavailable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

/**
 * 'Activities': the activities remote's `activities/RecordActivities` for a contact or its deal
 * (schedule, the next planned one, check off). Loaded once the page's own content is there; when
 * that remote is down, one line with Retry and the rest of the page carries on.
 */
export function RecordActivitiesSection({ record, readOnly, compact = false }: RecordActivitiesSectionProps) {
  const t = useT();
  const props = useMemo<RecordActivitiesProps>(() => ({ record, readOnly, compact }), [record, readOnly, compact]);
  return (
    <StyledSection aria-label={t('contacts.activities.title')} $spaced={compact}>
      <StyledSectionTitle>{t('contacts.activities.title')}</StyledSectionTitle>
      <FederatedComponent<RecordActivitiesProps>
        id={RECORD_ACTIVITIES_MODULE}
        props={props}
        loading={<SectionSkeleton lines={compact ? 1 : 2} />}
        unavailable={(_error, retry) => (
          <StyledUnavailable>
            <StyledSectionEmpty>{t('contacts.activities.unavailable')}</StyledSectionEmpty>
            <Button size="sm" onClick={retry}>
              {t('contacts.activities.retry')}
            </Button>
          </StyledUnavailable>
        )}
      />
    </StyledSection>
  );
}
