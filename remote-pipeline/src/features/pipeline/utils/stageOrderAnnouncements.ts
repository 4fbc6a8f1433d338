import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { t } from '../shape/i18n';

type StageAt = (id: string) => { name: string; position: number } | undefined;

/** Read when a stage's grip takes focus (in the current language). */
export function stageOrderInstructions(): ScreenReaderInstructions {
  return { draggable: t('pipelineShape.dnd.instructions') };
}

/**
 * The stage editor's reorder, spoken: which stage, and the place it would take of how many. A
 * move is announced only when the place changes, so 'Picked up…' is not drowned at once.
 */
export function stageOrderAnnouncements(stageAt: StageAt, total: number): Announcements {
  let lastOver: string | number | undefined;
  const name = (id: string | number) => stageAt(String(id))?.name ?? '';
  const place = (id: string | number | undefined) => (id === undefined ? undefined : stageAt(String(id))?.position);
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t('pipelineShape.dnd.pickedUp', { name: name(active.id), position: place(active.id) ?? 0, total });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOver) return undefined;
      lastOver = over?.id;
      const position = place(over?.id);
      return position === undefined ? undefined : t('pipelineShape.dnd.over', { name: name(active.id), position, total });
    },
    onDragEnd: ({ active, over }) => {
      const position = place(over?.id);
      return position === undefined
        ? t('pipelineShape.dnd.cancelled', { name: name(active.id) })
        : t('pipelineShape.dnd.dropped', { name: name(active.id), position, total });
    },
    onDragCancel: ({ active }) => t('pipelineShape.dnd.cancelled', { name: name(active.id) }),
  };
}
