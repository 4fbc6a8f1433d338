import { useMemo } from 'react';
import type { MultiSelect } from '@meridian/shared/ui';
import type { TableSelection } from '@meridian/shared/table';
import { t } from '../../../i18n';
import type { useSelectAllMatching } from './useSelectAllMatching';

/**
 * The page's selection as the table ticks it: the loaded rows ticked one by one, or "all N
 * matching" less those unticked; a shift range sets each row of it.
 */
export function useTableSelection(
  selection: MultiSelect<string>,
  matching: ReturnType<typeof useSelectAllMatching>,
  nameOf: (id: string) => string,
): TableSelection {
  const { selected, selectAll, toggle } = selection;
  return useMemo(
    () => ({
      isSelected: matching.on ? matching.isSelected : selection.isSelected,
      onToggle: matching.on ? matching.toggle : toggle,
      onSelectRange: (ids, on) => {
        if (matching.on) {
          for (const id of ids) if (matching.isSelected(id) !== on) matching.toggle(id);
        } else {
          const next = new Set(selected);
          for (const id of ids)
            if (on) next.add(id);
            else next.delete(id);
          selectAll([...next]);
        }
      },
      label: (id) => t('contacts.card.select', { name: nameOf(id) }),
    }),
    [matching, selection.isSelected, selected, selectAll, toggle, nameOf],
  );
}
