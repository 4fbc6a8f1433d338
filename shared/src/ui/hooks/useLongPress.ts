import { useEffect, useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';

/** docs/PRODUCT.md §9: a long press lasts 500 ms. */
export const LONG_PRESS_MS = 500;
/** Moving further than this (px) turns the press into a scroll/drag and cancels it. */
export const LONG_PRESS_MOVE_TOLERANCE = 10;

export interface LongPressOptions {
  ms?: number;
  /** An ordinary click; not called for the click that ends a long press. */
  onClick?: (event: MouseEvent<Element>) => void;
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent<Element>) => void;
  onPointerMove: (event: PointerEvent<Element>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: (event: MouseEvent<Element>) => void;
  onContextMenu: (event: MouseEvent<Element>) => void;
}

/**
 * Spread the returned handlers on an element. Pointer events cover mouse, touch and pen, so
 * there are no separate touch/mouse handlers (which would fire twice on touch screens).
 */
export function useLongPress(onLongPress: () => void, { ms = LONG_PRESS_MS, onClick }: LongPressOptions = {}): LongPressHandlers {
  const callbacks = useRef({ onLongPress, onClick });
  useEffect(() => {
    callbacks.current = { onLongPress, onClick };
  }, [onLongPress, onClick]);

  const press = useRef({ timer: undefined as ReturnType<typeof setTimeout> | undefined, x: 0, y: 0, fired: false });

  useEffect(() => () => clearTimeout(press.current.timer), []);

  return useMemo(() => {
    const p = press.current;
    const cancel = () => {
      clearTimeout(p.timer);
      p.timer = undefined;
    };
    return {
      onPointerDown: (event) => {
        // Only the primary pointer and the main mouse button start a press.
        if (event.isPrimary === false || (event.button ?? 0) !== 0) return;
        cancel();
        p.fired = false;
        p.x = event.clientX;
        p.y = event.clientY;
        p.timer = setTimeout(() => {
          p.timer = undefined;
          p.fired = true;
          callbacks.current.onLongPress();
        }, ms);
      },
      onPointerMove: (event) => {
        if (p.timer === undefined) return;
        const moved = Math.hypot(event.clientX - p.x, event.clientY - p.y);
        if (moved > LONG_PRESS_MOVE_TOLERANCE) cancel();
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onClick: (event) => {
        if (p.fired) {
          // The click that ends a long press is not a click.
          p.fired = false;
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        callbacks.current.onClick?.(event);
      },
      onContextMenu: (event) => {
        // Touch browsers open a context menu on a long press.
        if (p.timer !== undefined || p.fired) event.preventDefault();
      },
    } satisfies LongPressHandlers;
  }, [ms]);
}
