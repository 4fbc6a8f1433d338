// What the calendar feed routes need beyond the caller's scope: the feed URL of a secret
// (API_PUBLIC_URL), and for the public feed route, the member a secret belongs to with a tenant
// scope for them, their organisation's record access applied as it would be to their own
// requests (so the feed names only the records they may see). A removed member's feed is gone.
import fp from 'fastify-plugin';
import { asRole } from '@meridian/contract';
import { feedOwnerOf } from '../db/calendar-tokens';
import { seenOwner } from '../db/record-access';
import { tenantScope, type TenantScope } from '../db/tenant-scope';
import { feedSecretHash } from '../calendar/feed-secret';
import { organisationSettingsRepository } from '../repositories/organisation-settings';

export interface CalendarFeeds {
  /** The web app's origin (APP_URL): events link to their record there. */
  readonly appUrl: string;
  /** The host event UIDs name. */
  readonly uidHost: string;
  /** The feed URL of a secret. */
  urlOf(secret: string): string;
  /** The member whose feed a secret opens, and a scope for them; undefined for no feed. */
  open(secret: string): Promise<{ scope: TenantScope; userId: string } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeeds: CalendarFeeds;
  }
}

export const calendarFeedsPlugin = fp<{ publicUrl: string; appUrl: string }>(
  async (app, opts) => {
    const publicUrl = opts.publicUrl.replace(/\/+$/, '');
    app.decorate<CalendarFeeds>('calendarFeeds', {
      appUrl: opts.appUrl.replace(/\/+$/, ''),
      uidHost: new URL(publicUrl).hostname,
      urlOf: (secret) => `${publicUrl}/calendar/${secret}.ics`,
      async open(secret) {
        const owner = await feedOwnerOf(app.db.db, feedSecretHash(secret));
        if (!owner) return undefined;
        const orgScope = tenantScope(app.db.db, owner.orgSlug, app.db.dialect);
        const access = await organisationSettingsRepository(orgScope).recordAccess();
        const viewer = { id: owner.userId, role: asRole(owner.role) };
        const only = seenOwner({ viewer, access });
        return { scope: only === undefined ? orgScope : orgScope.narrowedTo(only), userId: owner.userId };
      },
    });
  },
  { name: 'meridian-calendar-feeds', dependencies: ['meridian-db'] },
);
