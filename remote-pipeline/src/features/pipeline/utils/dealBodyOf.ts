import type { Deal, DealBody } from '@meridian/shared/model';

/**
 * The fields an add needs to put a deal back as it was (the Undo of a removal). The owner is sent
 * even when null: left out, the API would make the caller the owner of a deal that had none.
 */
export function dealBodyOf(deal: Deal): DealBody {
  const { value, currency, close_date, owner_id, next_step } = deal;
  return {
    ...(value !== null ? { value, ...(currency ? { currency } : {}) } : {}),
    ...(close_date !== null ? { close_date } : {}),
    owner_id,
    ...(next_step !== null ? { next_step } : {}),
  };
}
