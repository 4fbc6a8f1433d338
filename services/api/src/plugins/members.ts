// Records the caller as a member of their organisation (repositories/members.ts) the first time
// this process sees them with a given name, email and role: a write on a user's first request
// after a start, after their name, email or role changed, or after their tokens were cut off (a
// member invited back after a removal is listed again), never one per request.
import fp from 'fastify-plugin';
import { tenantScope } from '../db/tenant-scope';
import { membersRepository } from '../repositories/members';
import { authenticatedUser, tokenIssuedAt } from './auth';

/** Past this many remembered members the set starts again (each is then recorded once more, harmlessly). */
const MAX_REMEMBERED = 100_000;

export const membersPlugin = fp(
  async (app) => {
    const recorded = new Set<string>();
    const recording = new Map<string, Promise<void>>();

    app.addHook('preHandler', async (request) => {
      const user = authenticatedUser(request);
      if (!user) return;
      const key = JSON.stringify([user.orgSlug, user.id, user.name, user.email, user.role, app.tokenCutoffs.cutoff(user.orgSlug, user.id) ?? null]);
      if (recorded.has(key)) return;
      let pending = recording.get(key);
      if (!pending) {
        const scope = tenantScope(app.db.db, user.orgSlug, app.db.dialect);
        pending = membersRepository(scope)
          .record({ id: user.id, name: user.name, email: user.email, role: user.role, issuedAt: tokenIssuedAt(request) })
          .then(() => {
            if (recorded.size >= MAX_REMEMBERED) recorded.clear();
            recorded.add(key);
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
