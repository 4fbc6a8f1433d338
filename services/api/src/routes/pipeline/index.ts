import type { FastifyPluginAsync } from 'fastify';

// Pipelines, stages, the board, moves and history (SPEC §7 Pipeline). Filled in by the pipeline issue.
export const pipelineRoutes: FastifyPluginAsync = async () => {};
