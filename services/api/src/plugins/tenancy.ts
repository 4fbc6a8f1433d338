// `request.scope` is the tenant scope of the authenticated caller: the only database access a
// route hands to its repositories. It is derived from `request.user`, so it cannot exist on a
// public route and cannot name an organisation the token did not; and from the caller's record
// access (plugins/record-access.ts), so a member who sees only their own records gets a scope
// narrowed to them (db/record-access.ts).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { seenOwner } from '../db/record-access';
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
          scope = tenantScope(app.db.db, this.user.orgSlug, app.db.dialect, seenOwner(this.recordRule));
          scopes.set(this, scope);
        }
        return scope;
      },
    });
  },
  { name: 'meridian-tenancy', dependencies: ['meridian-db', 'meridian-auth', 'meridian-record-access'] },
);
