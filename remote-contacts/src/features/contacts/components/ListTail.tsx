import styled from 'styled-components';
import { Button, Spinner, space } from '@meridian/shared/ui';

export interface ListTailProps {
  loadingMore: boolean;
  /** A further page failed to load. */
  error: Error | undefined;
  onRetry: () => void;
}

const StyledTail = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 40px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Under the last loaded row: 'Loading more contacts...', or a retry when that page failed. */
export function ListTail({ loadingMore, error, onRetry }: ListTailProps) {
  if (error) {
    return (
      <StyledTail role="alert">
        Could not load more contacts.
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </StyledTail>
    );
  }
  if (!loadingMore) return null;
  return (
    <StyledTail role="status">
      <Spinner size="sm" decorative />
      Loading more contacts...
    </StyledTail>
  );
}
