// Pipelines, their stages, the board and a contact's place in it (docs/PRODUCT.md §7 Pipeline).
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, StringEnum, WithDefaults } from './common';
import { NextActivity } from './activities';
import { Contact } from './contacts';
import { BoardTotals, Deal, DealBody, DealChange, MoneyTotal, StageOutcome } from './deals';
import { OwnerFilter } from './filters';
import { MAX_PAGE } from './rules';

export const STAGE_NAME_MAX = 50;
/** Contacts per board column (and per further page) when the client does not say. */
export const BOARD_LIMIT_DEFAULT = 100;
/** Larger `limit`s are treated as this. */
export const PAGE_LIMIT_MAX = 500;
export const HISTORY_LIMIT_DEFAULT = 200;
/** The largest row offset a column page accepts (MAX_PAGE pages of the largest page). */
export const STAGE_PAGE_OFFSET_MAX = MAX_PAGE * PAGE_LIMIT_MAX;

// ---- Path parameters -------------------------------------------------------------------------
// Fastify 5 (find-my-way) accepts different names at the same position, so each route names what
// its id is. Any string is accepted: an unknown, foreign or malformed id is a 404, not a 400.

export const PipelineParams = Type.Object({ id: Type.String({ description: 'Pipeline id' }) });
export type PipelineParams = Static<typeof PipelineParams>;
export const StageParams = Type.Object({ stageId: Type.String({ description: 'Stage id' }) });
export type StageParams = Static<typeof StageParams>;
export const PipelineStageParams = Type.Object({
  id: Type.String({ description: 'Pipeline id' }),
  stageId: Type.String({ description: 'Stage id (of that pipeline)' }),
});
export type PipelineStageParams = Static<typeof PipelineStageParams>;
/** `/pipeline/{contactId}/…`: the contact's place in the pipeline. */
export const PipelineContactParams = Type.Object({ contactId: Type.String({ description: 'Contact id' }) });
export type PipelineContactParams = Static<typeof PipelineContactParams>;

// ---- Query strings ---------------------------------------------------------------------------

/** 'none': only cards whose contact has no open activity planned ("no activity planned"). */
const ActivityFilter = StringEnum(['none'] as const, { description: "'none': only cards without an open activity" });

export const BoardQuery = WithDefaults(
  {
    limit: Type.Integer({
      minimum: 0,
      default: BOARD_LIMIT_DEFAULT,
      description:
        `Contacts returned per stage (newest in the stage first), at most ${PAGE_LIMIT_MAX} (larger values are treated as ` +
        `${PAGE_LIMIT_MAX}). Each stage's \`count\` is always its full count.`,
    }),
    owner_id: Type.Optional(OwnerFilter),
    activity: Type.Optional(ActivityFilter),
  },
  { additionalProperties: false },
);
export type BoardQuery = Static<typeof BoardQuery>;

export const StageContactsQuery = WithDefaults(
  {
    offset: Type.Integer({ minimum: 0, maximum: STAGE_PAGE_OFFSET_MAX, default: 0 }),
    limit: Type.Integer({
      minimum: 1,
      default: BOARD_LIMIT_DEFAULT,
      description: `At most ${PAGE_LIMIT_MAX} (larger values are treated as ${PAGE_LIMIT_MAX}); the answer's \`limit\` is the one applied.`,
    }),
    owner_id: Type.Optional(OwnerFilter),
    activity: Type.Optional(ActivityFilter),
  },
  { additionalProperties: false },
);
export type StageContactsQuery = Static<typeof StageContactsQuery>;

export const HistoryQuery = WithDefaults(
  { limit: Type.Integer({ minimum: 1, maximum: 1000, default: HISTORY_LIMIT_DEFAULT }) },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

// ---- Bodies ----------------------------------------------------------------------------------

const notes = Type.String({ maxLength: 1000, description: 'Optional note kept with the history entry' });

/** A refused name, colour, probability or outcome answers `{ error, field }` with that field. */
export const UpdateStageBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: STAGE_NAME_MAX, description: 'Trimmed; must not be blank' })),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: "'#' and six hex digits; stored lower-case" })),
    probability: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'Win probability in percent' })),
    outcome: Type.Optional(StageOutcome),
  },
  { additionalProperties: false, description: 'At least one of name, color, probability and outcome.' },
);
export type UpdateStageBody = Static<typeof UpdateStageBody>;

export const MoveBody = Type.Object({ stageId: Type.String({ minLength: 1 }), notes: Type.Optional(notes) }, { additionalProperties: false });
export type MoveBody = Static<typeof MoveBody>;

const addBodyObject = Type.Object(
  {
    stageId: Type.Optional(Type.String({ minLength: 1, description: 'Omitted: the first stage of the default pipeline' })),
    notes: Type.Optional(notes),
    deal: Type.Optional({ ...DealBody, description: "The deal's fields (the Undo of a removal puts them back); the owner defaults to the caller" }),
  },
  { additionalProperties: false },
);
/** May be null or left out altogether: the contact goes to the default pipeline's first stage. */
export const AddBody = Type.Unsafe<Static<typeof addBodyObject> | null>({ ...addBodyObject, type: ['object', 'null'] });
export type AddBody = Static<typeof AddBody>;

// ---- Answers ---------------------------------------------------------------------------------

const count = Type.Integer({ minimum: 0 });

export const Pipeline = Type.Object({ id: Type.String(), name: Type.String(), created_at: DateTime() });
export type Pipeline = Static<typeof Pipeline>;

/** A pipeline of GET /pipeline: says whether it is the default one (docs/PRODUCT.md §9), so no client applies the rule itself. */
export const PipelineListItem = Type.Object({
  ...Pipeline.properties,
  isDefault: Type.Boolean({
    description:
      "The organisation's default pipeline: the one an admin chose (PATCH /pipeline/{id} isDefault), else docs/PRODUCT.md §9's rule " +
      "(the first whose name contains 'Default', otherwise the first); exactly one is",
  }),
});
export type PipelineListItem = Static<typeof PipelineListItem>;

export const PipelineListAnswer = Type.Object({ pipelines: Type.Array(PipelineListItem, { description: 'Oldest first' }) });
export type PipelineListAnswer = Static<typeof PipelineListAnswer>;

export const Stage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: Type.String(),
  position: Type.Integer(),
  probability: Type.Integer({ minimum: 0, maximum: 100, description: 'Win probability in percent (the weighted forecast)' }),
  outcome: StageOutcome,
});
export type Stage = Static<typeof Stage>;

/** A contact as a board card: the contact's own fields, without its stage (the column says it), and its deal. */
/** A contact on the board; owner_id is the contact's (record access follows it), the deal has its own. */
export const BoardCard = Type.Object({
  ...Type.Pick(Contact, ['id', 'first', 'last', 'email', 'phone', 'company', 'company_id', 'company_name', 'tags', 'created_at', 'owner_id']).properties,
  deal: Deal,
  next_activity: Type.Union([NextActivity, Type.Null()], {
    description: "The contact's next open activity (earliest due), for the card's mark; null: none planned",
  }),
});
export type BoardCard = Static<typeof BoardCard>;

export const BoardStage = Type.Object({
  ...Stage.properties,
  count,
  totals: Type.Array(MoneyTotal, { description: "Sum of the stage's deal values per currency, over all its cards" }),
  contacts: Type.Array(BoardCard),
});
export type BoardStage = Static<typeof BoardStage>;

export const Board = Type.Object({
  pipeline: Pipeline,
  stages: Type.Array(BoardStage),
  totalContacts: count,
  totals: BoardTotals,
  defaultCurrency: Type.String({ description: "The organisation's default currency (a new deal value's, unless another is chosen)" }),
});
export type Board = Static<typeof Board>;

export const StageContactsAnswer = Type.Object({
  stageId: Type.String(),
  count,
  offset: count,
  limit: count,
  hasMore: Type.Boolean(),
  contacts: Type.Array(BoardCard),
});
export type StageContactsAnswer = Static<typeof StageContactsAnswer>;

export const StageListAnswer = Type.Object({ success: Type.Boolean(), data: Type.Array(Stage) });
export type StageListAnswer = Static<typeof StageListAnswer>;

export const UpdateStageAnswer = Type.Object({ success: Type.Boolean(), stage: Stage });
export type UpdateStageAnswer = Static<typeof UpdateStageAnswer>;

const statusProperties = {
  inPipeline: Type.Boolean(),
  stageId: NullableString(),
  stageName: NullableString(),
  stageColor: NullableString(),
  pipelineId: NullableString(),
};

/** Where a contact is: every stage field null when `inPipeline` is false. */
export const PipelineStatus = Type.Object(statusProperties);
export type PipelineStatus = Static<typeof PipelineStatus>;

export const AddAnswer = Type.Object({ success: Type.Boolean(), ...statusProperties });
export type AddAnswer = Static<typeof AddAnswer>;

/**
 * The 409 of POST /pipeline/{contactId}/add: the contact was already in a pipeline and stays
 * where it is. `stageName`/`stageColor` say where — read them, not `error`, which is for people.
 */
export const AlreadyInPipelineAnswer = Type.Object(
  {
    error: Type.String({ description: "'{name} is already in pipeline ({stage} stage)'" }),
    code: Type.Literal('already_in_pipeline'),
    params: Type.Object({ name: Type.String(), stage: Type.String() }, { description: 'The texts `error` names, for a client to say it in its own words' }),
    ...statusProperties,
  },
  { description: "Already in a pipeline: nothing changed; the stage fields are the contact's current stage (inPipeline is true)." },
);
export type AlreadyInPipelineAnswer = Static<typeof AlreadyInPipelineAnswer>;

export const MoveAnswer = Type.Object(
  { success: Type.Boolean(), moved: Type.Boolean(), ...statusProperties },
  { description: '`moved` is false when the contact already was in that stage (nothing recorded).' },
);
export type MoveAnswer = Static<typeof MoveAnswer>;

export const RemoveAnswer = Type.Object(
  { success: Type.Boolean(), removed: Type.Boolean(), deal: Type.Optional(Deal) },
  { description: '`removed` is false when the contact was not in a pipeline; `deal` is what the removed entry held (for an Undo to put back).' },
);
export type RemoveAnswer = Static<typeof RemoveAnswer>;

export const HistoryEntry = Type.Object({
  id: Type.String(),
  stage_id: NullableString(),
  stage_name: Type.String({ description: 'The stage name at the time (for a deal change, the stage the deal was in)' }),
  changed_at: DateTime(),
  changed_by: NullableString(),
  notes: NullableString(),
  kind: Type.Unsafe<'stage' | 'deal'>({ type: 'string', enum: ['stage', 'deal'], description: "'stage': moved to stage_name; 'deal': `change` says what" }),
  change: Type.Union([DealChange, Type.Null()], { description: "The deal change of a 'deal' entry; null for a stage move" }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryAnswer = Type.Object({ history: Type.Array(HistoryEntry, { description: 'Newest first' }) });
export type HistoryAnswer = Static<typeof HistoryAnswer>;
