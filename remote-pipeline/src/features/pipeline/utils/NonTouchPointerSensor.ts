import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';
import type { PointerEvent } from 'react';

/**
 * The mouse and pen sensor: dnd-kit's PointerSensor, blind to touch pointers. A finger goes to
 * the TouchSensor instead (hold the handle), so a swipe across a card scrolls the board.
 */
export class NonTouchPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: PointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0].handler(event, options),
    },
  ];
}
