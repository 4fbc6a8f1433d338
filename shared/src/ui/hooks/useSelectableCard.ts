import type { KeyboardEvent } from 'react';
import { useLongPress, type LongPressHandlers } from './useLongPress';

export interface SelectableCardOptions<T extends { id: string }> {
  /** Multi-select mode: a click toggles the card instead of opening it. */
  selectMode: boolean;
  onOpen: (item: T) => void;
  onToggle: (id: string) => void;
  onLongPress: (id: string) => void;
}

export type SelectableCardHandlers = LongPressHandlers & {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  tabIndex: 0;
};

/**
 * A list card's pointer and keyboard behaviour (contacts and companies alike): click opens it
 * (toggles it in multi-select mode), a 500 ms press starts multi-select; Enter acts as a click and
 * Space toggles the selection (the keyboard's way into multi-select). Keys pressed on the card's
 * own buttons are theirs. Spread the result on the card.
 */
export function useSelectableCard<T extends { id: string }>(
  item: T,
  { selectMode, onOpen, onToggle, onLongPress }: SelectableCardOptions<T>,
): SelectableCardHandlers {
  const activate = () => (selectMode ? onToggle(item.id) : onOpen(item));
  const press = useLongPress(() => onLongPress(item.id), { onClick: activate });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      activate();
    } else if (event.key === ' ') {
      event.preventDefault();
      onToggle(item.id);
    }
  };

  return { ...press, onKeyDown, tabIndex: 0 };
}
