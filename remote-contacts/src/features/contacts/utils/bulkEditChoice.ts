import type { BulkEditChange } from '@meridian/shared/model';

/** What a bulk edit dialog's field chose: the change to send, and its value in words for the question. */
export interface BulkEditChoice {
  change: BulkEditChange;
  /** 'Sam Lee', 'vip, partner', 'Acme', 'Negotiation'; null for nobody / no company. */
  value: string | null;
}

export interface BulkEditFieldProps {
  /** The choice so far; null while nothing usable is chosen (the dialog's Continue waits). */
  onChange: (choice: BulkEditChoice | null) => void;
}
