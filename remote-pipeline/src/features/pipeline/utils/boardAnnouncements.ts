import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { contactDisplayName } from '@meridian/shared/format';
import { t } from '../../../i18n';
import { stageIdOf, type CardDragData } from './dragData';

/** Read when a card's grip takes focus (in the current language: built on each board render). */
export function screenReaderInstructions(): ScreenReaderInstructions {
  return { draggable: t('pipeline.dnd.instructions') };
}

/**
 * Screen-reader announcements that name the contact and the stages involved. A move is announced
 * only when the stage under the card changes, so 'Picked up…' is not drowned at once.
 */
export function boardAnnouncements(stageName: (stageId: string | null) => string | null): Announcements {
  let lastOver: string | null = null;
  const describe = (active: Active) => {
    const data = active.data.current as CardDragData | undefined;
    return {
      name: data ? contactDisplayName(data.contact) : t('pipeline.dnd.someone'),
      from: (data ? stageName(data.stageId) : null) ?? t('pipeline.dnd.itsStage'),
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
      return t('pipeline.dnd.pickedUp', { name, stage: from });
    },
    onDragOver({ active, over }) {
      const { name, from, fromId } = describe(active);
      const to = target(over);
      if (to.id === lastOver) return undefined;
      lastOver = to.id;
      if (!to.name) return t('pipeline.dnd.notOver', { name });
      return to.id === fromId ? t('pipeline.dnd.backOver', { name, stage: from }) : t('pipeline.dnd.movedTo', { name, stage: to.name });
    },
    onDragEnd({ active, over }) {
      const { name, from, fromId } = describe(active);
      const to = target(over);
      if (!to.name) return t('pipeline.dnd.droppedOutside', { name, stage: from });
      return to.id === fromId ? t('pipeline.dnd.droppedBack', { name, stage: from }) : t('pipeline.dnd.dropped', { name, stage: to.name });
    },
    onDragCancel({ active }) {
      const { name, from } = describe(active);
      return t('pipeline.dnd.cancelled', { name, stage: from });
    },
  };
}
