import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { rovingNeighbour } from '../utils/rovingNeighbour';

const cardIdOf = (element: EventTarget | null) =>
  (element instanceof Element ? element.closest('[data-contact-id]')?.getAttribute('data-contact-id') : null) ?? null;

const cardOf = (container: HTMLElement | null, id: string) =>
  [...(container?.querySelectorAll('[data-contact-id]') ?? [])].find((element) => element.getAttribute('data-contact-id') === id) ?? null;

/** A drawn card's Tab stop: its grip (the drag handle), or its name on a card the member may not move. */
const gripOf = (container: HTMLElement | null, id: string) => cardOf(container, id)?.querySelector<HTMLElement>('[data-card-focus]') ?? null;

/** Vertical distance between the middles of two drawn cards (null when one is not drawn). */
function distanceFrom(container: HTMLElement | null, id: string) {
  const middle = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.top + rect.height / 2;
  };
  const from = cardOf(container, id);
  return (other: string) => {
    const to = cardOf(container, other);
    return from && to ? Math.abs(middle(to) - middle(from)) : null;
  };
}

/**
 * The board's roving focus: the board is one Tab stop (one card's grip or name, the last one focused, or
 * the first card), and the arrow keys, Home and End move between cards. While a card is picked
 * up the keys belong to dnd-kit's keyboard sensor (25 px steps), so nothing happens here.
 */
export function useRovingCards(columns: readonly (readonly string[])[], container: RefObject<HTMLElement | null>, dragging: boolean) {
  const [chosen, setChosen] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const currentId = chosen && columns.some((ids) => ids.includes(chosen)) ? chosen : (columns.find((ids) => ids.length > 0)?.[0] ?? null);

  // The card to focus is drawn by the render its choice caused (the column's window pins it).
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const grip = gripOf(container.current, id);
    if (!grip) return;
    pendingFocus.current = null;
    grip.focus({ preventScroll: true });
    grip.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (dragging || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const id = cardIdOf(event.target);
    const next = id ? rovingNeighbour(columns, id, event.key, distanceFrom(container.current, id)) : undefined;
    if (!id || next === undefined) return;
    event.preventDefault();
    if (next === id) {
      // An edge: the grip takes the focus back from the card's other buttons.
      gripOf(container.current, id)?.focus();
      return;
    }
    pendingFocus.current = next;
    setChosen(next);
  };

  const onFocus = (event: FocusEvent) => {
    const id = cardIdOf(event.target);
    if (id && id !== currentId) setChosen(id);
  };

  return { currentId, onKeyDown, onFocus };
}
