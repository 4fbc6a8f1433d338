// Records the caller as a member of their organisation (repositories/members.ts) the first time
// this process sees them with a given name, email and role: a write on a user's first request
// after a start, after their name, email or role changed, or after their tokens were cut off (a
// member invited back after a removal is listed again), never one per request.
import fp from 'fastify-plugin';
import { tenantScope } from '../db/tenant-scope';
import { membersRepository } from '../repositories/members';
import { authenticatedUser, tokenIssuedAt } from './auth';

/** Past this many remembered members the memo starts again (each is then recorded once more, harmlessly). */
const MAX_REMEMBERED = 100_000;

export const membersPlugin = fp(
  async (app) => {
    /** (organisation, member, name, email) recorded: a live older token's name never writes again. */
    const named = new Set<string>();
    /** (organisation, member) → their role and cut-off as last recorded: these change only with new tokens. */
    const standing = new Map<string, string>();
    const recording = new Map<string, Promise<void>>();

    app.addHook('preHandler', async (request) => {
      const user = authenticatedUser(request);
      if (!user) return;
      const issuedAt = tokenIssuedAt(request);
      const cutoff = app.tokenCutoffs.cutoff(user.orgSlug, user.id);
      // Whether the token postdates the member's cut-off: such a token brings a removed member back.
      const afterCutoff = cutoff !== undefined && issuedAt !== undefined && issuedAt > cutoff;
      const who = JSON.stringify([user.orgSlug, user.id]);
      const name = JSON.stringify([user.orgSlug, user.id, user.name, user.email]);
      const role = JSON.stringify([user.role, cutoff ?? null, afterCutoff]);
      if (named.has(name) && standing.get(who) === role) return;
      const key = `${name}${role}`;
      let pending = recording.get(key);
      if (!pending) {
        const scope = tenantScope(app.db.db, user.orgSlug, app.db.dialect);
        pending = membersRepository(scope)
          .record({ id: user.id, name: user.name, email: user.email, role: user.role, issuedAt })
          .then(() => {
            if (named.size >= MAX_REMEMBERED) named.clear();
            if (standing.size >= MAX_REMEMBERED) standing.clear();
            named.add(name);
            standing.set(who, role);
          })
          // Not worth failing the request for: the next request tries again.
          .catch((err: unknown) => request.log.warn({ err }, 'could not record the member'))
          .finally(() => recording.delete(key));
        recording.set(key, pending);
      }
      await pending;
    });
  },
  { name: 'meridian-members', dependencies: ['meridian-db', 'meridian-auth', 'meridian-token-revocations'] },
);
