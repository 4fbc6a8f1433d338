import { useCallback, useMemo, useRef, useState } from 'react';
import { KeyboardSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useI18n } from '@meridian/shared/i18n';
import type { Board } from '@meridian/shared/model';
import { boardAnnouncements, screenReaderInstructions } from '../utils/boardAnnouncements';
import { boardCollisionDetection } from '../utils/boardCollisionDetection';
import { BOARD_AUTO_SCROLL, DRAG_ACTIVATION_DISTANCE, KEYBOARD_CODES, TOUCH_HOLD_MS, TOUCH_HOLD_TOLERANCE } from '../utils/dragConstants';
import { stageIdOf, type CardDragData } from '../utils/dragData';
import { keyboardCoordinates } from '../utils/keyboardCoordinates';
import { NonTouchPointerSensor } from '../utils/NonTouchPointerSensor';

/** A click that arrives this soon after a drop belongs to the drag, not to the card. */
const CLICK_AFTER_DROP_MS = 250;

/**
 * Everything the board's DndContext needs: mouse/pen (8 px), touch (hold the handle 250 ms) and
 * keyboard (25 px steps) sensors, a gentle auto-scroll at the board's edges, announcements naming
 * the stages, and a drop handler that only reports moves to ANOTHER stage.
 */
export function useBoardDnd(board: Board, onMove: (contactId: string, toStageId: string) => void) {
  const sensors = useSensors(
    useSensor(NonTouchPointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_HOLD_TOLERANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const [active, setActive] = useState<CardDragData | null>(null);
  // Picked up with the keyboard: the board shows how to move it on.
  const [byKeyboard, setByKeyboard] = useState(false);
  const locale = useI18n();
  const droppedAt = useRef(0);

  const names = useMemo(() => new Map(board.stages.map((s) => [s.id, s.name])), [board.stages]);
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements((id) => (id ? (names.get(id) ?? null) : null)),
      screenReaderInstructions: screenReaderInstructions(),
    }),
    // The texts follow the chosen language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, locale],
  );

  const finish = useCallback(() => {
    setActive(null);
    setByKeyboard(false);
    droppedAt.current = Date.now();
  }, []);

  const onDragStart = useCallback((event: DragStartEvent) => {
    setActive((event.active.data.current as CardDragData | undefined) ?? null);
    setByKeyboard(typeof KeyboardEvent !== 'undefined' && event.activatorEvent instanceof KeyboardEvent);
  }, []);

  const onDragEnd = useCallback(
    ({ active: dragged, over }: DragEndEvent) => {
      finish();
      const data = dragged.data.current as CardDragData | undefined;
      const to = stageIdOf(over);
      if (data && to && to !== data.stageId) onMove(data.contact.id, to);
    },
    [finish, onMove],
  );

  const justDropped = useCallback(() => Date.now() - droppedAt.current < CLICK_AFTER_DROP_MS, []);

  return {
    contextProps: {
      sensors,
      collisionDetection: boardCollisionDetection,
      autoScroll: BOARD_AUTO_SCROLL,
      accessibility,
      onDragStart,
      onDragEnd,
      onDragCancel: finish,
    },
    active,
    byKeyboard,
    justDropped,
  };
}
