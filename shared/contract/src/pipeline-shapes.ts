// Shaping pipelines and stages (docs/PRODUCT.md §7.6): create, rename, choose the default and
// delete pipelines; add, delete and reorder stages. Admins only; every change is audited.
import { Type, type Static } from '@sinclair/typebox';
import { REFUSE_OTHER_KEYS } from './common';
import { StageOutcome } from './deals';
import { STAGE_NAME_MAX } from './pipeline';
import { NEW_STAGE_COLOR, PIPELINE_NAME_MAX, STAGES_PER_PIPELINE_MAX } from './pipeline-shape-rules';

const pipelineName = Type.String({ minLength: 1, maxLength: PIPELINE_NAME_MAX, description: "Trimmed; must not be blank nor another pipeline's name" });
const id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

export const CreatePipelineBody = Type.Object({ name: pipelineName }, { additionalProperties: false });
export type CreatePipelineBody = Static<typeof CreatePipelineBody>;

export const UpdatePipelineBody = Type.Object(
  {
    name: Type.Optional(pipelineName),
    isDefault: Type.Optional(Type.Literal(true, { description: 'Makes this THE default pipeline (the one chosen before is no longer)' })),
  },
  { additionalProperties: false, description: 'At least one of name and isDefault.' },
);
export type UpdatePipelineBody = Static<typeof UpdatePipelineBody>;

/** A misspelt `move_to` must not turn a move into a refusal or a plain delete unnoticed: other keys are refused. */
export const DeletePipelineQuery = Type.Object(
  { move_to: Type.Optional(id('The pipeline its cards move to (to its first stage); without it a pipeline holding deals is not deleted')) },
  REFUSE_OTHER_KEYS,
);
export type DeletePipelineQuery = Static<typeof DeletePipelineQuery>;

// A function, not a spread schema: a spread copies TypeBox's symbol keys, which the declaration build cannot name.
const count = (description: string) => Type.Integer({ minimum: 0, description });

export const DeletePipelineAnswer = Type.Object({
  success: Type.Literal(true),
  moved: count("Cards moved to the target pipeline's first stage"),
  merged: count('Cards dropped because their contact already was in the target pipeline (their history stays)'),
});
export type DeletePipelineAnswer = Static<typeof DeletePipelineAnswer>;

export const CreateStageBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: STAGE_NAME_MAX, description: 'Trimmed; must not be blank' }),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: `'#' and six hex digits; stored lower-case; default ${NEW_STAGE_COLOR}` })),
    probability: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'Win probability in percent; default 0' })),
    outcome: Type.Optional(StageOutcome),
    position: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: STAGES_PER_PIPELINE_MAX,
        description: 'Index to insert at (past the end: last); default after the last open stage, before won and lost',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateStageBody = Static<typeof CreateStageBody>;

export const DeleteStageQuery = Type.Object(
  { move_to: Type.Optional(id('A stage of the same pipeline its cards move to; without it a stage holding cards is not deleted')) },
  REFUSE_OTHER_KEYS,
);
export type DeleteStageQuery = Static<typeof DeleteStageQuery>;

export const DeleteStageAnswer = Type.Object({ success: Type.Literal(true), moved: count('Cards moved to the target stage') });
export type DeleteStageAnswer = Static<typeof DeleteStageAnswer>;

export const ReorderStagesBody = Type.Object(
  {
    stageIds: Type.Array(id('Stage id'), {
      minItems: 1,
      maxItems: STAGES_PER_PIPELINE_MAX,
      description: 'Every stage of the pipeline, each once, in the new board order',
    }),
  },
  { additionalProperties: false },
);
export type ReorderStagesBody = Static<typeof ReorderStagesBody>;
