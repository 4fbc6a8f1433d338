// What routes check before changing a contact or a company under the organisation's record access
// (db/record-access.ts). A record the caller cannot see answers exactly like one that does not
// exist (the scope does not find it: 404 contact_not_found / company_not_found); one they see but
// may not change is a 403 record_forbidden.
import type { FastifyRequest } from 'fastify';
import { editedOwner, mayEdit } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { forbidden, notFound } from '../errors';
import { recordOwner as visibleOwner, type RecordTable } from '../repositories/record-owner';

const NOT_FOUND = { contacts: 'contact_not_found', companies: 'company_not_found' } as const;

/** Throws unless the caller may change this live record: 404 when they cannot see it, 403 when they only see it. */
export async function requireEditable(request: FastifyRequest, table: RecordTable, id: string): Promise<void> {
  const row = await visibleOwner(request.scope, table, id);
  if (!row) throw notFound(NOT_FOUND[table]);
  if (!mayEdit(request.recordRule, row.owner_id)) throw forbidden('record_forbidden');
}

/**
 * As requireEditable, but nothing to check when the caller may change every record they see: the
 * route's own query then answers 404 for one they do not (no extra round trip under everyone_edits).
 */
export async function guardEdit(request: FastifyRequest, table: RecordTable, id: string): Promise<void> {
  if (editedOwner(request.recordRule) !== undefined) await requireEditable(request, table, id);
}

/** Throws 404 unless the caller sees this live record (reading a contact's notes, files, deal or history). */
export async function requireVisible(request: FastifyRequest, table: RecordTable, id: string): Promise<void> {
  if (!(await visibleOwner(request.scope, table, id))) throw notFound(NOT_FOUND[table]);
}

/**
 * The scope of the records the caller may change, for writes of many at once (bulk delete, its
 * undo, restore): the caller's own scope, narrowed to their records when they edit only those.
 */
export function editScope(request: FastifyRequest): TenantScope {
  const owner = editedOwner(request.recordRule);
  if (owner === null) throw forbidden('record_forbidden');
  return owner === undefined ? request.scope : request.scope.narrowedTo(owner);
}

/**
 * The owner a new or changed record gets. A caller who edits every record keeps what they sent
 * (on create, left out: themselves). One who edits only their own records (a member under
 * everyone_reads or owners_only) owns what they create, and may not give a record to anyone else.
 * `sent`: the body's owner_id (undefined: left out).
 */
export function ownerToWrite(request: FastifyRequest, sent: string | null | undefined, on: 'create' | 'update'): string | null | undefined {
  const { viewer } = request.recordRule;
  const owner = editedOwner(request.recordRule);
  if (owner === null) throw forbidden('record_forbidden');
  if (owner === undefined) return on === 'create' && sent === undefined ? viewer.id : sent;
  if (sent === undefined) return on === 'create' ? viewer.id : undefined;
  if (sent === null && on === 'create') return viewer.id;
  if (sent !== viewer.id) throw forbidden('record_forbidden');
  return sent;
}

/** For an import's "update existing": the owner whose contacts alone it may update ('' for none), or undefined for any. */
export function importUpdatesOwner(request: FastifyRequest): string | undefined {
  const owner = editedOwner(request.recordRule);
  return owner === null ? '' : owner;
}
