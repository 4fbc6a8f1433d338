import type { Contact } from '@meridian/shared/model';
import { FederatedComponent, type AddToPipelineProps } from '@meridian/shared/federation';
import { StageBadge } from '@meridian/shared/ui';
import { ADD_TO_PIPELINE_MODULE } from '../utils/contactConstants';

export interface PipelineStageSlotProps {
  contact: Contact;
}

/**
 * SPEC §2 card: the pipeline-stage badge, or the 'Pipeline' button when the contact is in none,
 * both from the pipeline remote (`pipeline/AddToPipeline`). While it loads, or when that remote is
 * down, the card still shows the stage it knows and leaves the button out; the rest works.
 */
export function PipelineStageSlot({ contact }: PipelineStageSlotProps) {
  const known = contact.stage_name ? <StageBadge name={contact.stage_name} color={contact.stage_color} /> : null;
  return <FederatedComponent<AddToPipelineProps> id={ADD_TO_PIPELINE_MODULE} props={{ contact }} loading={known} unavailable={() => known} />;
}
