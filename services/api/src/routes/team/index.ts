// The organisation's members and invitations (docs/ARCHITECTURE.md §5, "Roles"). The sign-in
// service owns memberships and invitations: each call goes to it with the caller's own token, and
// it checks the caller's current role and its rules (owners, the last owner). The API keeps its
// members mirror in step: a changed role or a removal cuts off the member's older tokens at once
// on this instance (app.tokenCutoffs) and within one sync on the others.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import {
  InvitationCreated,
  InvitationRequest,
  isValidEmail,
  MemberRemoval,
  MemberRemoved,
  NoContent,
  RoleChange,
  TeamAnswer,
  TeamMember,
} from '@meridian/contract';
import { badRequest, HttpError } from '../../errors';
import { audit, fieldChanges } from '../../repositories/audit-log';
import { actorOf } from '../audit-actor';
import { memberHandoverRepository } from '../../repositories/member-handover';
import { membersRepository, type MemberCutoff } from '../../repositories/members';
import { userPreferencesRepository } from '../../repositories/user-preferences';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

const tags = ['organisation'];
const config = { role: 'admin' } as const;
const MemberParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: "The member's user id" }) });
const InvitationParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: 'Invitation id' }) });

/** The caller's own Authorization header: the auth hook has checked it is a Bearer token. */
const authorization = (request: FastifyRequest) => request.headers.authorization!;

/** Now, as the mirror records it: tokens issued before this second are refused. */
function cutoffNow(): MemberCutoff {
  const now = Date.now();
  return { validAfter: Math.floor(now / 1000), at: new Date(now).toISOString() };
}

export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The 502 says only "unavailable"; the log keeps why.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.errorCode === 'sign_in_unavailable')
      request.log.warn({ err: error, cause: error.cause }, 'the sign-in service failed');
  });

  app.get(
    '/organisation/members',
    {
      config,
      schema: {
        tags,
        operationId: 'listTeam',
        summary: "The organisation's members with their roles, and its pending invitations (admins)",
        response: { 200: TeamAnswer, ...errorResponses(502) },
      },
    },
    async (request) => app.signIn.team(authorization(request)),
  );

  app.post(
    '/organisation/invitations',
    {
      config,
      schemaErrorFormatter: bodyFieldError('Invalid invitation'),
      schema: {
        tags,
        operationId: 'inviteMember',
        summary: 'Invite someone by email with a role; the link works once, for a limited time (a new invitation to the same address replaces it)',
        body: InvitationRequest,
        response: { 201: InvitationCreated, ...errorResponses(409, 413, 502) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!isValidEmail(email)) throw badRequest('email_invalid', { field: 'email' });
      const { language } = await userPreferencesRepository(request.scope, request.user.id).get();
      const created = await app.signIn.invite(authorization(request), { email, role: request.body.role, ...(language ? { language } : {}) });
      const { invitation } = created;
      await audit(request.scope, actorOf(request), {
        action: 'invited',
        record_type: 'invitation',
        record_id: invitation.id,
        record_name: invitation.email,
        details: { role: invitation.role },
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/organisation/invitations/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Revoke an invitation: its link stops working',
        params: InvitationParams,
        response: { 204: NoContent('Revoked'), ...errorResponses(404, 502) },
      },
    },
    async (request, reply) => {
      // The trail names the invitation by its address, which only the sign-in service keeps.
      const { invitations } = await app.signIn.team(authorization(request));
      const email = invitations.find((invitation) => invitation.id === request.params.id)?.email ?? null;
      await app.signIn.revokeInvitation(authorization(request), request.params.id);
      await audit(request.scope, actorOf(request), {
        action: 'invitation_revoked',
        record_type: 'invitation',
        record_id: request.params.id,
        record_name: email,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/organisation/members/:id',
    {
      config,
      schemaErrorFormatter: bodyFieldError('Invalid role'),
      schema: {
        tags,
        operationId: 'changeMemberRole',
        summary: "Change a member's role; their tokens issued before the change stop working",
        params: MemberParams,
        body: RoleChange,
        response: { 200: TeamMember, ...errorResponses(404, 409, 413, 502) },
      },
    },
    async (request) => {
      const member = await app.signIn.changeRole(authorization(request), request.params.id, request.body);
      const cutoff = cutoffNow();
      await request.scope.transaction(async (tx) => {
        const before = await membersRepository(tx).role(member.id);
        await membersRepository(tx).roleChanged({ id: member.id, name: member.name, email: member.email, role: member.role }, cutoff);
        const changes = fieldChanges(['role'], { role: before }, { role: member.role });
        await audit(
          tx,
          actorOf(request),
          { action: 'role_changed', record_type: 'member', record_id: member.id, record_name: member.name, changes },
          cutoff.at,
        );
      });
      app.tokenCutoffs.note({ orgSlug: request.user.orgSlug, memberId: member.id, validAfter: cutoff.validAfter });
      return member;
    },
  );

  app.post(
    '/organisation/members/:id/remove',
    {
      config,
      schemaErrorFormatter: bodyFieldError('Invalid removal'),
      schema: {
        tags,
        operationId: 'removeMember',
        summary: 'Remove a member: their sessions end, and their contacts, companies, deals and open activities go to `hand_to`',
        params: MemberParams,
        body: MemberRemoval,
        response: { 200: MemberRemoved, ...errorResponses(404, 409, 413, 502) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const handTo = request.body.hand_to;
      const members = membersRepository(request.scope);
      if (handTo === id || !(await members.isActive(handTo))) throw badRequest('hand_to_invalid', { field: 'hand_to' });
      try {
        await app.signIn.removeMember(authorization(request), id);
      } catch (err) {
        // Gone from the sign-in service already (a removal whose hand-over failed, or one made
        // there directly) but still in the mirror: the hand-over is still to be done.
        const goneThere = err instanceof HttpError && err.errorCode === 'member_not_found';
        if (!goneThere || !(await members.isActive(id))) throw err;
      }
      const cutoff = cutoffNow();
      const handedOver = await memberHandoverRepository(request.scope).remove(id, handTo, cutoff, actorOf(request));
      app.tokenCutoffs.note({ orgSlug: request.user.orgSlug, memberId: id, validAfter: cutoff.validAfter });
      return { handed_over: handedOver };
    },
  );
};
