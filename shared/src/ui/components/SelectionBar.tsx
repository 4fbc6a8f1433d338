import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
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
  /** Absent where the user may not delete (no Delete button). */
  onDelete?: () => void;
  /** Other actions on the selection (the contacts' Edit menu), before Delete while something is selected. */
  actions?: ReactNode;
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
  /**
   * What is selected, for the matching texts ('All 51,498 matching contacts selected'): 'contacts'
   * or 'companies' (the catalogue has their words); anything else reads as items.
   */
  noun?: string;
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The list header in multi-select (docs/PRODUCT.md §2): 'X of Y selected', Select All / Unselect All,
 * the caller's actions, Delete ('Deleting...') and Cancel.
 */
export function SelectionBar({
  active,
  selectedCount,
  total,
  deleting,
  onSelectAll,
  onUnselectAll,
  onDelete,
  actions,
  matchingCount = 0,
  matchingCapped = false,
  onSelectAllMatching,
  allMatching = false,
  excludedCount = 0,
  noun = 'items',
}: SelectionBarProps) {
  const t = useCommonT();
  if (total === 0 && !active && !allMatching) return null;
  const allSelected = active && selectedCount === total;
  const offerMatching = allSelected && !allMatching && matchingCount > total && onSelectAllMatching;
  const deleteButton = onDelete ? (
    <Button size="sm" variant="danger" loading={deleting} onClick={onDelete}>
      {deleting ? null : <TrashIcon size={14} />}
      {deleting ? t('common.deleting') : t('common.delete')}
    </Button>
  ) : null;
  const matching = (n: number) => `${formatCount(n)}${matchingCapped ? '+' : ''}`;
  if (allMatching) {
    const text = excludedCount
      ? t('common.selection.someMatching', { kind: noun, selected: matching(matchingCount - excludedCount), count: matching(matchingCount) })
      : t('common.selection.allMatching', { kind: noun, count: matching(matchingCount) });
    return (
      <div role="group" aria-label={t('common.selection.label')}>
        <StyledCount aria-live="polite">{text}</StyledCount>
        <Button size="sm" variant="ghost" disabled={deleting} onClick={onUnselectAll}>
          {t('common.selection.clear')}
        </Button>
        {actions}
        {deleteButton}
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('common.selection.label')}>
      {active ? (
        <StyledCount aria-live="polite">{t('common.selection.count', { selected: formatCount(selectedCount), total: formatCount(total) })}</StyledCount>
      ) : null}
      {allSelected ? (
        <Button size="sm" onClick={onUnselectAll}>
          {t('common.selection.unselectAll')}
        </Button>
      ) : (
        <Button size="sm" onClick={onSelectAll}>
          {t('common.selection.selectAll')}
        </Button>
      )}
      {offerMatching ? (
        <Button size="sm" variant="ghost" onClick={onSelectAllMatching}>
          {t('common.selection.selectAllMatching', { count: matching(matchingCount) })}
        </Button>
      ) : null}
      {active ? (
        <>
          {selectedCount > 0 ? actions : null}
          {deleteButton}
          <Button size="sm" variant="ghost" disabled={deleting} onClick={onUnselectAll}>
            {t('common.cancel')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
