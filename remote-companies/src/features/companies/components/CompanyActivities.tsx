import { useMemo } from 'react';
import styled from 'styled-components';
import { FederatedComponent, hasRemoteLoader, type RecordActivitiesProps } from '@meridian/shared/federation';
import { Button, SkeletonScreen, StyledSkeletonBlock, StyledSkeletonLines, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { RECORD_ACTIVITIES_MODULE } from '../utils/companyConstants';

export interface CompanyActivitiesProps {
  companyId: string;
  /** The member may not change this company: its activities are shown without actions. */
  readOnly: boolean;
}

const StyledSection = styled.section`
  margin-bottom: ${space(6)};
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledUnavailable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function ActivitiesSkeleton() {
  return (
    <SkeletonScreen>
      <StyledSkeletonLines>
        <StyledSkeletonBlock $width="60%" $height="14px" />
        <StyledSkeletonBlock $width="90%" $height="14px" />
      </StyledSkeletonLines>
    </SkeletonScreen>
  );
}

/**
 * 'Activities' on the company's page: the activities remote's `activities/RecordActivities` for
 * the company (schedule, the next planned one, check off). Loaded once the page's own content is
 * there; when that remote is down, one line with Retry and the page carries on. Left out where
 * no shell loads remotes (this remote on its own).
 */
export function CompanyActivities({ companyId, readOnly }: CompanyActivitiesProps) {
  const t = useT();
  const props = useMemo<RecordActivitiesProps>(() => ({ record: { kind: 'company', companyId }, readOnly }), [companyId, readOnly]);
  if (!hasRemoteLoader()) return null;
  return (
    <StyledSection aria-label={t('companies.activities.title')}>
      <StyledTitle>{t('companies.activities.title')}</StyledTitle>
      <FederatedComponent<RecordActivitiesProps>
        id={RECORD_ACTIVITIES_MODULE}
        props={props}
        loading={<ActivitiesSkeleton />}
        unavailable={(_error, retry) => (
          <StyledUnavailable>
            <span>{t('companies.activities.unavailable')}</span>
            <Button size="sm" onClick={retry}>
              {t('companies.activities.retry')}
            </Button>
          </StyledUnavailable>
        )}
      />
    </StyledSection>
  );
}
