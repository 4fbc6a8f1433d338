import { BULK_EDIT_ACTIONS, type BulkEditAction } from '@meridian/shared/model';
import { ChevronDownIcon, EditIcon, MenuButton } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BulkEditMenuProps {
  /** A bulk edit is under way: the menu waits for it. */
  disabled?: boolean;
  onChoose: (action: BulkEditAction) => void;
}

/**
 * The selection's Edit menu (the kit's APG menu button): Change owner, Add tags, Remove tags, Set
 * company, Move to stage. A choice gives focus back to the button before the action's dialog
 * opens, so it returns there; Escape closes the menu without clearing the selection.
 */
export function BulkEditMenu({ disabled = false, onChoose }: BulkEditMenuProps) {
  const t = useT();
  const items = BULK_EDIT_ACTIONS.map((action) => ({ id: action, label: t(`contacts.bulkEdit.action.${action}`), onSelect: () => onChoose(action) }));
  return (
    <MenuButton size="sm" label={t('contacts.bulkEdit.menuLabel')} items={items} disabled={disabled}>
      <EditIcon size={14} />
      {t('contacts.bulkEdit.menu')}
      <ChevronDownIcon size={14} />
    </MenuButton>
  );
}
