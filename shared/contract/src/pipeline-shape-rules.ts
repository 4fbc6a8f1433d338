// The limits of shaping pipelines and stages (plain values: the front end imports them; the
// schemas of pipeline-shapes.ts build on them).

/** A pipeline's name, after trimming. */
export const PIPELINE_NAME_MAX = 80;
/** Pipelines an organisation may have: a select of pipelines stays readable. */
export const PIPELINES_MAX = 50;
/** Stages a pipeline may have: a board column per stage. */
export const STAGES_PER_PIPELINE_MAX = 30;
/** The colour of a stage added without one (a preset, docs/PRODUCT.md §9). */
export const NEW_STAGE_COLOR = '#6b7280';
