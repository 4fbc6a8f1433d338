import type { Contact } from '@meridian/shared/model';
import { AddToPipelineButton } from '../../pipeline/components/AddToPipelineButton';
import { StageBadge } from '../../pipeline/components/StageBadge';

export interface PipelineStageSlotProps {
  contact: Contact;
}

/** SPEC §2 card: the pipeline-stage badge, or the 'Pipeline' button when the contact is in none. */
export function PipelineStageSlot({ contact }: PipelineStageSlotProps) {
  return contact.stage_name ? (
    <StageBadge name={contact.stage_name} color={contact.stage_color} />
  ) : (
    <AddToPipelineButton contact={contact} />
  );
}
