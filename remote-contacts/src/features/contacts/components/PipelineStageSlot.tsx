import type { Contact } from '@meridian/shared/model';

export interface PipelineStageSlotProps {
  contact: Contact;
}

/**
 * Where a card shows the contact's pipeline stage badge or the 'Pipeline' button (SPEC §2).
 * They arrive with the pipeline issue; until then the slot is empty.
 */
export function PipelineStageSlot(_props: PipelineStageSlotProps) {
  return null;
}
