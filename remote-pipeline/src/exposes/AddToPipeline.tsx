import styled from 'styled-components';
import { usePermissions } from '@meridian/shared/app';
import type { AddToPipelineProps, FederatedModules } from '@meridian/shared/federation';
import { AddToPipelineButton } from '../features/add-to-pipeline/components/AddToPipelineButton';
import { StageBadge } from '@meridian/shared/ui';

/** Marks the pipeline remote's piece without taking part in the card's layout. */
const StyledInline = styled.span`
  display: contents;
`;

/**
 * `pipeline/AddToPipeline`: a contact's pipeline-stage badge, or the 'Pipeline' button when it is
 * in none (docs/PRODUCT.md §2 card), for the contacts remote's cards, rows and quick view. The
 * button is there only for a member who may change the contact (the record access rule).
 */
function AddToPipeline({ contact, addNow }: AddToPipelineProps) {
  const { canEdit } = usePermissions();
  let shown = null;
  if (contact.stage_name) shown = <StageBadge name={contact.stage_name} color={contact.stage_color} />;
  else if (canEdit(contact.owner_id)) shown = <AddToPipelineButton contact={contact} addNow={addNow} />;
  return (
    <StyledInline data-remote="pipeline" data-build-id={process.env.MERIDIAN_BUILD_ID}>
      {shown}
    </StyledInline>
  );
}

export default AddToPipeline satisfies FederatedModules['pipeline/AddToPipeline'];
