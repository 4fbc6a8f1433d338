import { useState } from 'react';
import type { Contact } from '@meridian/shared/model';
import { usePermissions } from '@meridian/shared/app';
import { FederatedComponent, type AddToPipelineProps } from '@meridian/shared/federation';
import { contactDisplayName } from '@meridian/shared/format';
import { PipelineButton, StageBadge, toast } from '@meridian/shared/ui';
import { usePipelinePiece } from '../hooks/usePipelinePiece';
import { t } from '../../../i18n';
import { ADD_TO_PIPELINE_MODULE } from '../utils/contactConstants';

export interface PipelineStageSlotProps {
  contact: Contact;
}

/**
 * docs/PRODUCT.md §2 card: the pipeline-stage badge, or the 'Pipeline' button when the contact is in none,
 * both from the pipeline remote (`pipeline/AddToPipeline`). Until that module is wanted the card
 * draws the same badge and button itself (usePipelinePiece says why); a press before it arrives
 * is handed over to it. When the pipeline remote is down, cards show the stage they know and no
 * button; the rest of the page works.
 */
export function PipelineStageSlot({ contact }: PipelineStageSlotProps) {
  const piece = usePipelinePiece();
  const [pressed, setPressed] = useState(false);
  const editable = usePermissions().canEdit(contact.owner_id ?? null);
  const known = contact.stage_name ? <StageBadge name={contact.stage_name} color={contact.stage_color} /> : null;
  const name = contactDisplayName(contact);

  // Adding to a pipeline changes the contact: who may not change it sees only the stage it has.
  if (piece.state === 'failed' || !editable) return known;
  if (piece.state === 'ready' || pressed) {
    const standIn = known ?? <PipelineButton name={name} busy onPress={() => undefined} />;
    const props: AddToPipelineProps = { contact, addNow: pressed && !contact.stage_name };
    return <FederatedComponent<AddToPipelineProps> id={ADD_TO_PIPELINE_MODULE} props={props} loading={standIn} unavailable={() => known} />;
  }
  if (known) return known;
  const press = () => {
    setPressed(true);
    // docs/PRODUCT.md §8's words when the add could not be attempted.
    piece.press().catch(() => toast.error(t('contacts.pipeline.addFailed')));
  };
  return <PipelineButton name={name} onPress={press} onIntent={piece.start} />;
}
