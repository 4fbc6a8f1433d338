import styled from 'styled-components';
import { Button, Spinner, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

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
  const t = useT();
  if (error) {
    return (
      <StyledTail role="alert">
        {t('contacts.list.loadMoreFailed')}
        <Button size="sm" onClick={onRetry}>
          {t('contacts.list.retry')}
        </Button>
      </StyledTail>
    );
  }
  if (!loadingMore) return null;
  return (
    <StyledTail role="status">
      <Spinner size="sm" decorative />
      {t('contacts.list.loadingMore')}
    </StyledTail>
  );
}
