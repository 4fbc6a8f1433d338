// The limits of shaping pipelines and stages, for the screens to stop where the API would refuse.
export { PIPELINE_NAME_MAX, PIPELINES_MAX, STAGES_PER_PIPELINE_MAX } from '@meridian/contract';
