// What the organisation export routes need beyond the caller's scope (routes/organisation/export.ts):
// one-use download links, made for an owner and spent by the public download route, which has no
// token and so no scope of its own. A link's secret is 32 random bytes (base64url) shown once; the
// database keeps its sha256 (db/export-links.ts). The download's scope is the whole organisation:
// only an owner can make a link, and an owner sees every record.
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createExportLink, spendExportLink } from '../db/export-links';
import { tenantScope, type TenantScope } from '../db/tenant-scope';

export interface OrgExports {
  /** A new link for the caller's organisation: its URL and when it stops working. */
  createLink(orgSlug: string, userId: string): Promise<{ url: string; expires_at: string }>;
  /** The organisation a link's secret downloads, spending the link; undefined when it is not a live link. */
  open(secret: string): Promise<{ scope: TenantScope; userId: string } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orgExports: OrgExports;
  }
}

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const orgExportsPlugin = fp<{ publicUrl: string }>(
  async (app, opts) => {
    const publicUrl = opts.publicUrl.replace(/\/+$/, '');
    app.decorate<OrgExports>('orgExports', {
      async createLink(orgSlug, userId) {
        const secret = randomBytes(32).toString('base64url');
        const expires_at = await createExportLink(app.db.db, { orgSlug, userId }, hashOf(secret));
        return { url: `${publicUrl}/organisation/export/download/${secret}`, expires_at };
      },
      async open(secret) {
        if (!SECRET.test(secret)) return undefined;
        const owner = await spendExportLink(app.db.db, hashOf(secret));
        return owner && { scope: tenantScope(app.db.db, owner.orgSlug, app.db.dialect), userId: owner.userId };
      },
    });
  },
  { name: 'meridian-org-exports', dependencies: ['meridian-db'] },
);
