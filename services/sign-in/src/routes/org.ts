import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InvitationCreated, TeamAnswer } from '@meridian/contract';
import { pageLanguage } from '../i18n';
import { invitationMail } from '../mail/invitation-mail';
import { listOpenInvitations } from '../repositories/invitations';
import { listMembers } from '../repositories/members';
import { findOrganisation } from '../repositories/organisations';
import { createInvitation, revokeInvitation, toInvitation } from '../team/invitations';
import { changeRole, removeMember, toTeamMember, type Caller } from '../team/members';
import { TeamError } from '../team/team-error';
import { adminCaller } from './org-caller';
import { invitationInput, pathId, roleInput } from './org-input';

// The team as its admins manage it, JSON, registered under /org. The CRM API calls these with
// the admin's own Authorization header (docs/ARCHITECTURE.md §6); nothing here trusts a role
// claim: every call re-reads the caller's membership.
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { db, signer, settings } = app;
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerOf = (request: FastifyRequest) => callers.get(request)!;
  const nowIso = () => new Date(settings.clock()).toISOString();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    callers.set(request, await adminCaller(request, db, signer));
  });

  app.get('/members', async (request): Promise<TeamAnswer> => {
    const caller = callerOf(request);
    const now = nowIso();
    const [members, invitations] = await Promise.all([listMembers(db, caller.orgSlug), listOpenInvitations(db, caller.orgSlug)]);
    return { members: members.map(toTeamMember), invitations: invitations.map((row) => toInvitation(row, now)) };
  });

  app.post('/invitations', async (request, reply): Promise<InvitationCreated> => {
    const caller = callerOf(request);
    const input = invitationInput(request.body);
    const created = await createInvitation(db, caller, input, settings.issuer, settings.clock());
    let emailSent = false;
    if (settings.mailer) {
      const organisation = await findOrganisation(db, caller.orgSlug);
      const { locale } = pageLanguage(input.language, request.headers['accept-language']);
      const mail = invitationMail({
        to: input.email,
        inviter: caller.name,
        organisation: organisation?.name ?? caller.orgSlug,
        role: input.role,
        link: created.link,
        expiresAt: created.invitation.expires_at,
        locale,
      });
      // The invitation stands whatever the mail server does: the admin still has the link to copy.
      emailSent = await settings.mailer(mail).catch((error: unknown) => {
        request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'invitation email not sent');
        return false;
      });
    }
    reply.code(201);
    return { ...created, email_sent: emailSent };
  });

  app.delete('/invitations/:id', async (request, reply) => {
    const id = pathId(request.params);
    if (!id) throw new TeamError(404, 'invitation_not_found');
    await revokeInvitation(db, callerOf(request), id, nowIso());
    return reply.code(204).send();
  });

  app.put('/members/:id', async (request) => {
    const id = pathId(request.params);
    if (!id) throw new TeamError(404, 'member_not_found');
    return changeRole(db, callerOf(request), id, roleInput(request.body));
  });

  app.delete('/members/:id', async (request, reply) => {
    const id = pathId(request.params);
    if (!id) throw new TeamError(404, 'member_not_found');
    await removeMember(db, callerOf(request), id, nowIso());
    return reply.code(204).send();
  });
}
