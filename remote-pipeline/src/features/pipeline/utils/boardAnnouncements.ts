import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { contactDisplayName } from '@meridian/shared/format';
import { stageIdOf, type CardDragData } from './dragData';

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a contact to another stage, press space or enter to pick it up, use the arrow keys to ' +
    'move it over the stage, then press space or enter to drop it. Press escape to cancel.',
};

/**
 * Screen-reader announcements that name the contact and the stages involved. A move is announced
 * only when the stage under the card changes, so 'Picked up…' is not drowned at once.
 */
export function boardAnnouncements(stageName: (stageId: string | null) => string | null): Announcements {
  let lastOver: string | null = null;
  const describe = (active: Active) => {
    const data = active.data.current as CardDragData | undefined;
    return {
      name: data ? contactDisplayName(data.contact) : 'Contact',
      from: data ? (stageName(data.stageId) ?? 'its stage') : 'its stage',
      fromId: data?.stageId ?? null,
    };
  };
  const target = (over: Over | null) => {
    const id = stageIdOf(over);
    return { id, name: stageName(id) };
  };

  return {
    onDragStart({ active }) {
      const { name, from, fromId } = describe(active);
      lastOver = fromId;
      return `Picked up ${name} from ${from}`;
    },
    onDragOver({ active, over }) {
      const { name, from, fromId } = describe(active);
      const to = target(over);
      if (to.id === lastOver) return undefined;
      lastOver = to.id;
      if (!to.name) return `${name} is no longer over a stage`;
      return to.id === fromId ? `${name} is back over ${from}, its current stage` : `${name} moved to ${to.name}`;
    },
    onDragEnd({ active, over }) {
      const { name, from, fromId } = describe(active);
      const to = target(over);
      if (!to.name) return `Dropped ${name} outside any stage. It stays in ${from}`;
      return to.id === fromId ? `Dropped ${name} back in ${from}` : `Dropped ${name} in ${to.name}`;
    },
    onDragCancel({ active }) {
      const { name, from } = describe(active);
      return `Cancelled dragging ${name}. It stays in ${from}`;
    },
  };
}
