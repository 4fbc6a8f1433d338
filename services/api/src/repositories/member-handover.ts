// Removing a member hands what they own to another member and cuts off their tokens, in one
// transaction: their contacts (deleted ones too, so an undo gives them to the new owner), their
// deals (pipeline entries), their companies and their open activities (done ones keep who did
// them), then the mirror row (removed, tokens refused) and the audit trail's event. Their private
// saved views and default views go; views they shared stay.
import type { MemberRemoved } from '@meridian/contract';
import type { TenantTable } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
import { activityLinks } from './activity-links';
import { audit, type AuditActor } from './audit-log';
import { membersRepository, type MemberCutoff } from './members';
import { savedViewsRepository } from './saved-views';
import { moveAllDayReminders } from './user-preferences';

type HandedOver = MemberRemoved['handed_over'];

/** The tables whose rows carry `owner_id`, by the count they answer (a count with no table here stays 0). */
const OWNED = {
  contacts: 'contacts',
  deals: 'pipeline_entries',
  companies: 'companies',
} as const satisfies Partial<Record<keyof HandedOver, TenantTable>>;

export function memberHandoverRepository(scope: TenantScope) {
  return {
    async remove(memberId: string, handTo: string, cutoff: MemberCutoff, actor: AuditActor): Promise<HandedOver> {
      return scope.transaction(async (tx) => {
        const counts: HandedOver = { contacts: 0, companies: 0, deals: 0, activities: 0 };
        // Each table has owner_id; typed as one of them so the builder takes the column.
        for (const [count, table] of Object.entries(OWNED) as [keyof HandedOver, 'contacts'][]) {
          const result = await tx.updateTable(table).set({ owner_id: handTo }).where('owner_id', '=', memberId).executeTakeFirst();
          counts[count] = Number(result.numUpdatedRows);
        }
        // An open activity left with a removed member would never remind anyone.
        const open = await tx
          .updateTable('activities')
          .set({ assignee_id: handTo })
          .where('assignee_id', '=', memberId)
          .where('done_at', 'is', null)
          .executeTakeFirst();
        counts.activities = Number(open.numUpdatedRows);
        // An all-day one reminds at 09:00 in its assignee's zone: the recipient's now.
        if (counts.activities > 0) await moveAllDayReminders(tx, handTo, await activityLinks(tx).timeZoneOf(handTo));
        // Their private views go with them; views they shared stay the organisation's.
        await savedViewsRepository(tx).forgetMember(memberId);
        const members = membersRepository(tx);
        const [name, recipient] = [await members.name(memberId), await members.name(handTo)];
        await members.removed(memberId, cutoff);
        await audit(
          tx,
          actor,
          { action: 'removed', record_type: 'member', record_id: memberId, record_name: name ?? null, details: { ...counts, hand_to: recipient ?? handTo } },
          cutoff.at,
        );
        return counts;
      });
    },
  };
}
