import type { FastifyRequest } from 'fastify';
import { auditActor, type AuditActor } from '../repositories/audit-log';

/** The caller, as the audit trail records who made a change. */
export function actorOf(request: FastifyRequest): AuditActor {
  return auditActor(request.user);
}
