import styled from 'styled-components';
import { Button, EmptyState, LoadingState, Pagination, space } from '@meridian/shared/ui';
import { useRecentImports } from '../hooks/useRecentImports';
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
  const { imports, page, pages, setPage, error, isLoading, retry } = useRecentImports(importing);
  let body;
  if (imports === undefined && isLoading) body = <LoadingState label="Loading imports..." />;
  else if (imports === undefined && error) {
    body = (
      <StyledError role="alert">
        Failed to load recent imports
        <Button size="sm" onClick={retry}>
          Retry
        </Button>
      </StyledError>
    );
  } else if (!imports?.length) {
    body = <EmptyState title="No imports yet" description="Files imported by anyone in your organisation are listed here." />;
  } else body = <RecentImportsTable imports={imports} onError={onError} />;
  return (
    <StyledSection aria-labelledby="recent-imports-title">
      <StyledTitle id="recent-imports-title">Recent imports</StyledTitle>
      {body}
      <Pagination page={page} pages={pages} onChange={setPage} />
    </StyledSection>
  );
}
