import type { KeyboardEvent } from 'react';
import type { Contact } from '@meridian/shared/model';
import { useLongPress, type LongPressHandlers } from '@meridian/shared/ui';

export interface ContactPressOptions {
  contact: Contact;
  /** Multi-select mode: a click toggles the card instead of opening it. */
  selectMode: boolean;
  onOpen: (contact: Contact) => void;
  onToggle: (id: string) => void;
  onLongPress: (id: string) => void;
}

export type ContactPressHandlers = LongPressHandlers & {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  tabIndex: 0;
};

/**
 * A card's pointer and keyboard behaviour: click opens the quick view (toggles in multi-select
 * mode), a 500 ms press starts multi-select; Enter acts as a click and Space toggles the
 * selection (the keyboard's way into multi-select).
 */
export function useContactPress({ contact, selectMode, onOpen, onToggle, onLongPress }: ContactPressOptions): ContactPressHandlers {
  const activate = () => (selectMode ? onToggle(contact.id) : onOpen(contact));
  const press = useLongPress(() => onLongPress(contact.id), { onClick: activate });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      activate();
    } else if (event.key === ' ') {
      event.preventDefault();
      onToggle(contact.id);
    }
  };

  return { ...press, onKeyDown, tabIndex: 0 };
}
