import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, EmptyState, ErrorState, SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';
import type { DuplicateKind } from './MergeDialog';

export interface DuplicateGroupListProps {
  kind: DuplicateKind;
  /** True once the first page has arrived. */
  loaded: boolean;
  /** No group at all (after the first page). */
  empty: boolean;
  error?: Error;
  onRetry: () => void;
  /** The empty state's line: what the finder compares. */
  emptyHint: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The group cards. */
  children: ReactNode;
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledSkeletonTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(3)};
`;

function GroupsSkeleton() {
  return (
    <SkeletonScreen>
      <StyledList>
        {[0, 1, 2].map((card) => (
          <StyledSkeletonCard key={card}>
            <StyledSkeletonBlock $width="40%" $height="18px" />
            <StyledSkeletonTiles>
              <StyledSkeletonBlock $height="96px" />
              <StyledSkeletonBlock $height="96px" />
            </StyledSkeletonTiles>
          </StyledSkeletonCard>
        ))}
      </StyledList>
    </SkeletonScreen>
  );
}

/** The duplicate groups of a section: a skeleton, then the cards and "Load more", or the empty or failed state. */
export function DuplicateGroupList({ kind, loaded, empty, error, onRetry, emptyHint, hasMore, loadingMore, onLoadMore, children }: DuplicateGroupListProps) {
  const t = useCommonT();
  if (error && !loaded) {
    return <ErrorState title={t('common.duplicates.loadFailed', { kind })} description={t('common.duplicates.loadFailedHint')} onRetry={onRetry} />;
  }
  if (!loaded) return <GroupsSkeleton />;
  if (empty) return <EmptyState title={t('common.duplicates.empty')} description={emptyHint} />;
  return (
    <StyledList>
      {children}
      {hasMore || (error && loaded) ? (
        <StyledMore>
          {error ? (
            <Button onClick={onRetry}>{t('common.retry')}</Button>
          ) : (
            <Button loading={loadingMore} onClick={onLoadMore}>
              {t('common.duplicates.loadMore')}
            </Button>
          )}
        </StyledMore>
      ) : null}
    </StyledList>
  );
}
