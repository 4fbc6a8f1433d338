// Role enforcement: each authenticated route names the weakest role it serves (config.role,
// recorded by plugins/route-catalog.ts) and a weaker caller is refused 403 role_forbidden. It runs
// in onRequest, right after the token is verified, so a refused request never has its body read,
// waits for a read turn or touches the database. The role is the token's claim; a changed role
// revokes the older tokens (plugins/token-revocations.ts), so the claim is at most one refresh old.
import fp from 'fastify-plugin';
import { hasRole } from '@meridian/contract';
import { HttpError } from '../errors';
import { authenticatedUser } from './auth';

export const rolesPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const user = authenticatedUser(request);
      if (!user) return;
      // A route that forgot its role is the owner's alone (test/roles.test.ts fails on it anyway).
      const needed = request.routeOptions.config.role ?? 'owner';
      if (!hasRole(user.role, needed)) throw new HttpError(403, 'role_forbidden');
    });
  },
  { name: 'meridian-roles', dependencies: ['meridian-auth'] },
);
