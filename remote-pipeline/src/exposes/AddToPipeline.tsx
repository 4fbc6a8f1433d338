import styled from 'styled-components';
import type { AddToPipelineProps, FederatedModules } from '@meridian/shared/federation';
import { AddToPipelineButton } from '../features/add-to-pipeline/components/AddToPipelineButton';
import { StageBadge } from '@meridian/shared/ui';

/** Marks the pipeline remote's piece without taking part in the card's layout. */
const StyledInline = styled.span`
  display: contents;
`;

/**
 * `pipeline/AddToPipeline`: a contact's pipeline-stage badge, or the 'Pipeline' button when it is
 * in none (docs/PRODUCT.md §2 card), for the contacts remote's cards, rows and quick view.
 */
function AddToPipeline({ contact, addNow }: AddToPipelineProps) {
  return (
    <StyledInline data-remote="pipeline" data-build-id={process.env.MERIDIAN_BUILD_ID}>
      {contact.stage_name ? <StageBadge name={contact.stage_name} color={contact.stage_color} /> : <AddToPipelineButton contact={contact} addNow={addNow} />}
    </StyledInline>
  );
}

export default AddToPipeline satisfies FederatedModules['pipeline/AddToPipeline'];
