// What the organisation export routes need beyond the caller's scope (routes/organisation/export.ts):
// one-use download links, made for an owner and spent by the public download route, which has no
// token and so no scope of its own. A link's secret is 32 random bytes (base64url) shown once; the
// database keeps its sha256 (db/export-links.ts). The download's scope is the whole organisation:
// only an owner can make a link, and an owner sees every record.
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createExportLink, spendExportLink } from '../db/export-links';
import { withImportConnection } from '../db/org-import-connection';
import { tenantScope, type TenantScope } from '../db/tenant-scope';
import { MAX_ORG_IMPORT_BYTES } from '@meridian/contract';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from '../org-export/import-archive';

/** An import's limits: the upload's size, and the archive's entries and unpacked bytes. */
export interface OrgImportLimits extends ArchiveLimits {
  maxBytes: number;
}

export interface OrgExports {
  readonly importLimits: OrgImportLimits;
  /** A new link for the caller's organisation: its URL and when it stops working. */
  createLink(orgSlug: string, userId: string): Promise<{ url: string; expires_at: string }>;
  /** The organisation a link's secret downloads, spending the link; undefined when it is not a live link. */
  open(secret: string): Promise<{ scope: TenantScope; userId: string } | undefined>;
  /** Runs an organisation's import with a scope on the connection imports write through (db/org-import-connection.ts). */
  importInto<T>(orgSlug: string, run: (scope: TenantScope) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orgExports: OrgExports;
  }
}

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const orgExportsPlugin = fp<{ publicUrl: string; importLimits?: Partial<OrgImportLimits> }>(
  async (app, opts) => {
    const publicUrl = opts.publicUrl.replace(/\/+$/, '');
    app.decorate<OrgExports>('orgExports', {
      importLimits: { maxBytes: MAX_ORG_IMPORT_BYTES, ...DEFAULT_ARCHIVE_LIMITS, ...opts.importLimits },
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
      importInto: (orgSlug, run) => withImportConnection(app.db, (db) => run(tenantScope(db, orgSlug, app.db.dialect))),
    });
  },
  { name: 'meridian-org-exports', dependencies: ['meridian-db'] },
);
