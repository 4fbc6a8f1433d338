import styled from 'styled-components';
import { usePageTitle } from '@meridian/shared/app';
import { PageHeader, PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../i18n';
import { useDashboardFilter } from '../hooks/useDashboardFilter';
import { usePipelines } from '../../pipeline/hooks/usePipelines';
import { boardLink } from '../utils/dashboardLinks';
import { ConversionCard } from './ConversionCard';
import { DashboardFilterBar } from './DashboardFilterBar';
import { ForecastCard } from './ForecastCard';
import { OwnersCard } from './OwnersCard';
import { StagesCard } from './StagesCard';
import { WonLostCard } from './WonLostCard';

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};
  ${PHONE_MEDIA} {
    padding: ${space(3)} ${space(4)};
  }
`;

/** Two charts a row where there is room; one, full width, on a phone. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${space(5)};
  ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(4)};
  }
`;

/** The dashboard (/dashboard): five charts of the pipeline under one filter kept in the URL. */
export function DashboardPage() {
  const t = useT();
  usePageTitle(t('dashboard.page.title'));
  const filter = useDashboardFilter();
  const { pipelines } = usePipelines();
  const fallbackLink = filter.pipelineId ? boardLink(filter.pipelineId, filter.owner) : '/pipeline';
  const cardProps = { query: filter.query, owner: filter.owner, fallbackLink };
  return (
    <StyledPage>
      <PageHeader title={t('dashboard.page.title')} />
      <DashboardFilterBar
        pipelines={pipelines ?? []}
        pipelineId={filter.pipelineId}
        owner={filter.owner}
        from={filter.from}
        to={filter.to}
        members={filter.members}
        myId={filter.myId}
        rangeInvalid={filter.rangeInvalid}
        filtered={filter.filtered}
        onChange={filter.set}
        onReset={filter.reset}
      />
      <StyledGrid>
        <StagesCard {...cardProps} />
        <ForecastCard {...cardProps} />
        <WonLostCard {...cardProps} />
        <OwnersCard {...cardProps} />
        <ConversionCard {...cardProps} />
      </StyledGrid>
    </StyledPage>
  );
}
