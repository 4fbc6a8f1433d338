import type { BoardCard } from '@meridian/shared/model';

/**
 * Whose record a board card is, for the record access rule (deals follow their contact): the
 * contact's owner when the board answer carries it, otherwise the deal's owner, the only owner
 * the contract's BoardCard names.
 */
export function cardOwnerId(card: BoardCard & { owner_id?: string | null }): string | null {
  return card.owner_id !== undefined ? card.owner_id : card.deal.owner_id;
}
