// Request and response schemas of the pipeline routes (SPEC §7 Pipeline). Validation + /docs.
import { errorResponses, MAX_OFFSET } from './common';

export const STAGE_NAME_MAX = 50;
export const BOARD_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 500;
export const HISTORY_LIMIT_DEFAULT = 200;

const id = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

// ---- Path parameters -------------------------------------------------------------------------
// Fastify 5 (find-my-way) accepts different names at the same position, so each route names what
// its id is. Any string is accepted: an unknown, foreign or malformed id is a 404, not a 400.

export const PipelineParams = {
  type: 'object',
  properties: { id: { ...id, description: 'Pipeline id' } },
  required: ['id'],
} as const;
export interface PipelineParams {
  id: string;
}

export const StageParams = {
  type: 'object',
  properties: { stageId: { ...id, description: 'Stage id' } },
  required: ['stageId'],
} as const;
export interface StageParams {
  stageId: string;
}

export const PipelineStageParams = {
  type: 'object',
  properties: { id: { ...id, description: 'Pipeline id' }, stageId: { ...id, description: 'Stage id (of that pipeline)' } },
  required: ['id', 'stageId'],
} as const;
export interface PipelineStageParams {
  id: string;
  stageId: string;
}

export const ContactParams = {
  type: 'object',
  properties: { contactId: { ...id, description: 'Contact id' } },
  required: ['contactId'],
} as const;
export interface ContactParams {
  contactId: string;
}

// ---- Query strings ---------------------------------------------------------------------------

export const BoardQuery = {
  type: 'object',
  properties: {
    limit: {
      type: 'integer',
      minimum: 0,
      default: BOARD_LIMIT_DEFAULT,
      description:
        `Contacts returned per stage (newest in the stage first), at most ${PAGE_LIMIT_MAX} (larger values are treated as ` +
        `${PAGE_LIMIT_MAX}). Each stage's \`count\` is always its full count.`,
    },
  },
  additionalProperties: false,
} as const;
export interface BoardQuery {
  limit: number;
}

export const PageQuery = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
    limit: {
      type: 'integer',
      minimum: 1,
      default: BOARD_LIMIT_DEFAULT,
      description: `At most ${PAGE_LIMIT_MAX} (larger values are treated as ${PAGE_LIMIT_MAX}); the answer's \`limit\` is the one applied.`,
    },
  },
  additionalProperties: false,
} as const;
export interface PageQuery {
  offset: number;
  limit: number;
}

export const HistoryQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, default: HISTORY_LIMIT_DEFAULT } },
  additionalProperties: false,
} as const;
export interface HistoryQuery {
  limit: number;
}

// ---- Bodies ----------------------------------------------------------------------------------

const notes = { type: 'string', maxLength: 1000, description: 'Optional note kept with the history entry' } as const;

export const UpdateStageBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: STAGE_NAME_MAX, description: 'Trimmed; must not be blank' },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: "'#' and six hex digits; stored lower-case" },
  },
  additionalProperties: false,
  description: 'At least one of name and color.',
} as const;
export interface UpdateStageBody {
  name?: string;
  color?: string;
}

export const MoveBody = {
  type: 'object',
  properties: { stageId: { type: 'string', minLength: 1 }, notes },
  required: ['stageId'],
  additionalProperties: false,
} as const;
export interface MoveBody {
  stageId: string;
  notes?: string;
}

export const AddBody = {
  type: ['object', 'null'],
  properties: {
    stageId: { type: 'string', minLength: 1, description: 'Omitted: the first stage of the default pipeline' },
    notes,
  },
  additionalProperties: false,
} as const;
export interface AddBody {
  stageId?: string;
  notes?: string;
}

// ---- Responses -------------------------------------------------------------------------------

const pipeline = {
  type: 'object',
  properties: { id, name: { type: 'string' }, created_at: { type: 'string' } },
  required: ['id', 'name', 'created_at'],
} as const;

const stageProperties = { id, name: { type: 'string' }, color: { type: 'string' }, position: { type: 'integer' } } as const;
const stage = { type: 'object', properties: stageProperties, required: ['id', 'name', 'color', 'position'] } as const;

const contact = {
  type: 'object',
  properties: {
    id,
    first: { type: 'string' },
    last: { type: 'string' },
    email: nullableString,
    phone: nullableString,
    company: nullableString,
    company_id: nullableString,
    company_name: { ...nullableString, description: 'Name of the linked company, if any' },
    tags: nullableString,
    created_at: { type: 'string' },
  },
  required: ['id', 'first', 'last', 'email', 'phone', 'company', 'company_id', 'company_name', 'tags', 'created_at'],
} as const;

const statusProperties = {
  inPipeline: { type: 'boolean' },
  stageId: nullableString,
  stageName: nullableString,
  stageColor: nullableString,
  pipelineId: nullableString,
} as const;
const statusRequired = ['inPipeline', 'stageId', 'stageName', 'stageColor', 'pipelineId'] as const;

export const PipelineListResponse = {
  200: { type: 'object', properties: { pipelines: { type: 'array', items: pipeline } }, required: ['pipelines'] },
  ...errorResponses(),
} as const;

export const PipelineResponse = { 200: pipeline, ...errorResponses(404) } as const;

export const BoardResponse = {
  200: {
    type: 'object',
    properties: {
      pipeline,
      stages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { ...stageProperties, count, contacts: { type: 'array', items: contact } },
          required: ['id', 'name', 'color', 'position', 'count', 'contacts'],
        },
      },
      totalContacts: count,
    },
    required: ['pipeline', 'stages', 'totalContacts'],
  },
  ...errorResponses(400, 404),
} as const;

export const StageContactsResponse = {
  200: {
    type: 'object',
    properties: {
      stageId: id,
      count,
      offset: count,
      limit: count,
      hasMore: { type: 'boolean' },
      contacts: { type: 'array', items: contact },
    },
    required: ['stageId', 'count', 'offset', 'limit', 'hasMore', 'contacts'],
  },
  ...errorResponses(400, 404),
} as const;

export const StagesResponse = {
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, data: { type: 'array', items: stage } },
    required: ['success', 'data'],
  },
  ...errorResponses(404),
} as const;

export const UpdateStageResponse = {
  200: { type: 'object', properties: { success: { type: 'boolean' }, stage }, required: ['success', 'stage'] },
  ...errorResponses(400, 404),
} as const;

export const StatusResponse = {
  200: { type: 'object', properties: statusProperties, required: [...statusRequired] },
  ...errorResponses(404),
} as const;

export const MoveResponse = {
  200: {
    type: 'object',
    description: '`moved` is false when the contact already was in that stage (nothing recorded).',
    properties: { success: { type: 'boolean' }, moved: { type: 'boolean' }, ...statusProperties },
    required: ['success', 'moved', ...statusRequired],
  },
  ...errorResponses(400, 404),
} as const;

export const AddResponse = {
  201: {
    type: 'object',
    properties: { success: { type: 'boolean' }, ...statusProperties },
    required: ['success', ...statusRequired],
  },
  409: {
    type: 'object',
    description: "Already in a pipeline: `error` reads '{name} is already in pipeline ({stage} stage)'; the current stage follows.",
    properties: { error: { type: 'string' }, ...statusProperties },
    required: ['error', ...statusRequired],
  },
  ...errorResponses(400, 404),
} as const;

export const RemoveResponse = {
  200: {
    type: 'object',
    description: '`removed` is false when the contact was not in a pipeline.',
    properties: { success: { type: 'boolean' }, removed: { type: 'boolean' } },
    required: ['success', 'removed'],
  },
  ...errorResponses(404),
} as const;

export const HistoryResponse = {
  200: {
    type: 'object',
    properties: {
      history: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id,
            stage_id: nullableString,
            stage_name: { type: 'string' },
            changed_at: { type: 'string' },
            changed_by: nullableString,
            notes: nullableString,
          },
          required: ['id', 'stage_id', 'stage_name', 'changed_at', 'changed_by', 'notes'],
        },
      },
    },
    required: ['history'],
  },
  ...errorResponses(400, 404),
} as const;
