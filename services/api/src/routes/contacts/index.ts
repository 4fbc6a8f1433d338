import type { FastifyPluginAsync } from 'fastify';

// Contacts, notes and attachments (SPEC §7). Filled in by the contacts issue.
export const contactsRoutes: FastifyPluginAsync = async () => {};
