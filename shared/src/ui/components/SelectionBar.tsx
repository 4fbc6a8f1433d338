import styled from 'styled-components';
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
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The list header in multi-select (SPEC §2): 'X of Y selected', Select All / Unselect All,
 * Delete ('Deleting...') and Cancel.
 */
export function SelectionBar({
  active, selectedCount, total, deleting, onSelectAll, onUnselectAll, onDelete,
}: SelectionBarProps) {
  if (total === 0 && !active) return null;
  const allSelected = active && selectedCount === total;
  return (
    <div role="group" aria-label="Selection">
      {active ? <StyledCount aria-live="polite">{`${selectedCount} of ${total} selected`}</StyledCount> : null}
      {allSelected ? (
        <Button size="sm" onClick={onUnselectAll}>Unselect All</Button>
      ) : (
        <Button size="sm" onClick={onSelectAll}>Select All</Button>
      )}
      {active ? (
        <>
          <Button size="sm" variant="danger" loading={deleting} onClick={onDelete}>
            {deleting ? null : <TrashIcon size={14} />}
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
          <Button size="sm" variant="ghost" disabled={deleting} onClick={onUnselectAll}>Cancel</Button>
        </>
      ) : null}
    </div>
  );
}
