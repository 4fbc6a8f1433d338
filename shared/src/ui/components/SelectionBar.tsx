import styled from 'styled-components';
import { formatCount } from '../../format/formatCount';
import { Button } from './Button';
import { TrashIcon } from '../icons/TrashIcon';

export interface SelectionBarProps {
  /** Multi-select mode is on. */
  active: boolean;
  selectedCount: number;
  /** The items that can be selected (the cards shown or loaded). */
  total: number;
  deleting: boolean;
  onSelectAll: () => void;
  onUnselectAll: () => void;
  onDelete: () => void;
  /**
   * Everything the search matches on the server. With every loaded item selected and more matching,
   * 'Select all {N} matching' is offered (onSelectAllMatching).
   */
  matchingCount?: number;
  /** matchingCount is a lower bound (the API stopped counting there): shown as '10,000+'. */
  matchingCapped?: boolean;
  onSelectAllMatching?: () => void;
  /** The selection is the whole search, less `excludedCount` items unticked since. */
  allMatching?: boolean;
  excludedCount?: number;
  /** Plural noun of the matching texts: 'All 51,498 matching contacts selected'. */
  noun?: string;
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The list header in multi-select (docs/PRODUCT.md §2): 'X of Y selected', Select All / Unselect All,
 * Delete ('Deleting...') and Cancel.
 */
export function SelectionBar({
  active,
  selectedCount,
  total,
  deleting,
  onSelectAll,
  onUnselectAll,
  onDelete,
  matchingCount = 0,
  matchingCapped = false,
  onSelectAllMatching,
  allMatching = false,
  excludedCount = 0,
  noun = 'items',
}: SelectionBarProps) {
  if (total === 0 && !active && !allMatching) return null;
  const allSelected = active && selectedCount === total;
  const offerMatching = allSelected && !allMatching && matchingCount > total && onSelectAllMatching;
  const deleteButton = (
    <Button size="sm" variant="danger" loading={deleting} onClick={onDelete}>
      {deleting ? null : <TrashIcon size={14} />}
      {deleting ? 'Deleting...' : 'Delete'}
    </Button>
  );
  const matching = (n: number) => `${formatCount(n)}${matchingCapped ? '+' : ''}`;
  if (allMatching) {
    const text = excludedCount
      ? `${matching(matchingCount - excludedCount)} of ${matching(matchingCount)} matching ${noun} selected`
      : `All ${matching(matchingCount)} matching ${noun} selected`;
    return (
      <div role="group" aria-label="Selection">
        <StyledCount aria-live="polite">{text}</StyledCount>
        <Button size="sm" variant="ghost" disabled={deleting} onClick={onUnselectAll}>
          Clear selection
        </Button>
        {deleteButton}
      </div>
    );
  }
  return (
    <div role="group" aria-label="Selection">
      {active ? <StyledCount aria-live="polite">{`${selectedCount} of ${total} selected`}</StyledCount> : null}
      {allSelected ? (
        <Button size="sm" onClick={onUnselectAll}>
          Unselect All
        </Button>
      ) : (
        <Button size="sm" onClick={onSelectAll}>
          Select All
        </Button>
      )}
      {offerMatching ? <Button size="sm" variant="ghost" onClick={onSelectAllMatching}>{`Select all ${matching(matchingCount)} matching`}</Button> : null}
      {active ? (
        <>
          {deleteButton}
          <Button size="sm" variant="ghost" disabled={deleting} onClick={onUnselectAll}>
            Cancel
          </Button>
        </>
      ) : null}
    </div>
  );
}
