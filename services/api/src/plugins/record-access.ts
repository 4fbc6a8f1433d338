// The organisation's record access rule for the caller (db/record-access.ts), read once per
// request before its handler: `request.recordRule` (the viewer and the rule) and
// `request.dataVersion` (the organisation's data version the rule was read at, which the answer
// cache reuses). The rule lives in organisation_settings, whose every change moves the data
// version (migration 0012's triggers), so it is kept per organisation and version: a request
// reads the version (one shared read per event-loop turn, db/data-version.ts) and, unless the
// rule changed, no row. A rule change takes effect with the first request after its commit.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { organisationSettingsRepository } from '../repositories/organisation-settings';
import { tenantScope } from '../db/tenant-scope';
import type { RecordRule } from '../db/record-access';
import { authenticatedUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller and their organisation's record access rule; only on authenticated routes. */
    readonly recordRule: RecordRule;
    /** The organisation's data version read before the handler ran (plugins/cached-answers.ts). */
    readonly dataVersion: number;
  }
}

/** Organisations whose rule is remembered; past it the map starts again (each is read once more). */
const MAX_ORGANISATIONS = 10_000;

export const recordAccessPlugin = fp(
  async (app) => {
    const rules = new Map<string, { version: number; access: Promise<RecordRule['access']> }>();
    const loaded = new WeakMap<FastifyRequest, { rule: RecordRule; version: number }>();

    const ruleOf = (orgSlug: string, version: number): Promise<RecordRule['access']> => {
      const known = rules.get(orgSlug);
      if (known && known.version === version) return known.access;
      const access = organisationSettingsRepository(tenantScope(app.db.db, orgSlug, app.db.dialect)).recordAccess();
      // A newer version than the one kept replaces it; a failed read is not kept.
      if (!known || version > known.version) {
        if (rules.size >= MAX_ORGANISATIONS) rules.clear();
        rules.set(orgSlug, { version, access });
        access.catch(() => rules.get(orgSlug)?.access === access && rules.delete(orgSlug));
      }
      return access;
    };

    const read = (request: FastifyRequest) => {
      const state = loaded.get(request);
      if (!state) throw new Error('record access read before the preHandler hook loaded it (or on a public route)');
      return state;
    };
    app.decorateRequest('recordRule', {
      getter(this: FastifyRequest) {
        return read(this).rule;
      },
    });
    app.decorateRequest('dataVersion', {
      getter(this: FastifyRequest) {
        return read(this).version;
      },
    });

    app.addHook('preHandler', async (request) => {
      const user = authenticatedUser(request);
      if (!user) return;
      const version = await app.db.orgVersion(user.orgSlug);
      const access = await ruleOf(user.orgSlug, version);
      loaded.set(request, { rule: { viewer: { id: user.id, role: user.role }, access }, version });
    });
  },
  { name: 'meridian-record-access', dependencies: ['meridian-db', 'meridian-auth'] },
);
