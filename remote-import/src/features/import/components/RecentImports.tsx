import styled from 'styled-components';
import { Button, EmptyState, Pagination, SkeletonScreen, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useRecentImports } from '../hooks/useRecentImports';
import { RecentImportsSkeleton } from './RecentImportsSkeleton';
import { RecentImportsTable } from './RecentImportsTable';

export interface RecentImportsProps {
  /** The wizard is importing: the list follows it. */
  importing: boolean;
  onError: (message: string) => void;
}

const StyledSection = styled.section`
  margin-top: ${space(8)};
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The organisation's imports, newest first (deviation 9): who, when, how many, how it ended, its error report. */
export function RecentImports({ importing, onError }: RecentImportsProps) {
  const t = useT();
  const { imports, page, pages, setPage, error, isLoading, retry } = useRecentImports(importing);
  let body;
  if (imports === undefined && isLoading)
    body = (
      <SkeletonScreen>
        <RecentImportsSkeleton />
      </SkeletonScreen>
    );
  else if (imports === undefined && error) {
    body = (
      <StyledError role="alert">
        {t('import.recent.loadFailed')}
        <Button size="sm" onClick={retry}>
          {t('import.recent.retry')}
        </Button>
      </StyledError>
    );
  } else if (!imports?.length) {
    body = <EmptyState title={t('import.recent.empty.title')} description={t('import.recent.empty.description')} />;
  } else body = <RecentImportsTable imports={imports} onError={onError} />;
  return (
    <StyledSection aria-labelledby="recent-imports-title">
      <StyledTitle id="recent-imports-title">{t('import.recent.title')}</StyledTitle>
      {body}
      <Pagination page={page} pages={pages} onChange={setPage} />
    </StyledSection>
  );
}
