import type { FastifyPluginAsync } from 'fastify';

// Companies (SPEC §7). Filled in by the companies issue.
export const companiesRoutes: FastifyPluginAsync = async () => {};
