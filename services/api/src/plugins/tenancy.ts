// `request.scope` is the tenant scope of the authenticated caller: the only database access a
// route hands to its repositories. It is derived from `request.user`, so it cannot exist on a
// public route and cannot name an organisation the token did not.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { tenantScope, type TenantScope } from '../db/tenant-scope';

declare module 'fastify' {
  interface FastifyRequest {
    readonly scope: TenantScope;
  }
}

export const tenancyPlugin = fp(
  async (app) => {
    const scopes = new WeakMap<FastifyRequest, TenantScope>();
    app.decorateRequest('scope', {
      getter(this: FastifyRequest) {
        let scope = scopes.get(this);
        if (!scope) {
          scope = tenantScope(app.db.db, this.user.orgSlug, app.db.dialect);
          scopes.set(this, scope);
        }
        return scope;
      },
    });
  },
  { name: 'meridian-tenancy', dependencies: ['meridian-db', 'meridian-auth'] },
);
