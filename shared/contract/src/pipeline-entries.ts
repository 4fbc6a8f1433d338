// A contact in several pipelines, one entry each (docs/PRODUCT.md §4 "Contact in pipeline"): the
// query that names which entry a call acts on, and every entry of a contact as its status lists them.
import { Type, type Static } from '@sinclair/typebox';
import { Deal } from './deals';
import { PipelineStatus } from './pipeline';

const pipelineId = Type.String({
  minLength: 1,
  maxLength: 200,
  description: "The entry in this pipeline; without it the contact's primary entry (in the default pipeline, else its oldest)",
});

/** remove, status and deal: which of the contact's entries. */
export const EntryQuery = Type.Object({ pipeline_id: Type.Optional(pipelineId) }, { additionalProperties: false });
export type EntryQuery = Static<typeof EntryQuery>;

/** One of a contact's entries: where it is and its deal. */
export const PipelineEntry = Type.Object({
  pipelineId: Type.String(),
  pipelineName: Type.String(),
  stageId: Type.String(),
  stageName: Type.String(),
  stageColor: Type.String(),
  deal: Deal,
});
export type PipelineEntry = Static<typeof PipelineEntry>;

/** GET /pipeline/{contactId}/status: the chosen (or primary) entry's stage, and every entry. */
export const PipelineStatusAnswer = Type.Object({
  ...PipelineStatus.properties,
  entries: Type.Array(PipelineEntry, { description: 'Every entry of the contact, the primary first, then oldest first' }),
});
export type PipelineStatusAnswer = Static<typeof PipelineStatusAnswer>;
