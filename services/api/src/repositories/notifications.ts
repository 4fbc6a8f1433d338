// A member's notification centre: the reminders the reminder worker wrote for them
// (db/reminder-claims.ts), newest first. Only the caller's own rows are ever read or marked: every
// query names the caller's user id, so another member's or organisation's ids match nothing.
import type { Notification, NotificationPage, NotificationQuery, NotificationsRead } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export function notificationsRepository(scope: TenantScope, userId: string) {
  const unread = async (s: TenantScope): Promise<number> => {
    const row = await s
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  };

  return {
    async list(query: NotificationQuery): Promise<NotificationPage> {
      let select = scope
        .selectFrom('notifications')
        .select(['id', 'kind', 'activity_id', 'subject', 'type', 'due_at', 'all_day', 'contact_id', 'company_id', 'deal_contact_id', 'created_at', 'read_at'])
        .where('user_id', '=', userId);
      if (query.after !== undefined) select = select.where('created_at', '>', new Date(query.after).toISOString());
      const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
      const notifications = rows.map((row) => ({ ...row, kind: row.kind as Notification['kind'], all_day: row.all_day === 1 }));
      return { notifications, unread: await unread(scope) };
    },

    /** Marks the caller's own notifications read (ids of others' match none); answers how many stay unread. */
    async markRead(body: NotificationsRead): Promise<number> {
      return scope.transaction(async (tx) => {
        let update = tx.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('user_id', '=', userId).where('read_at', 'is', null);
        if ('ids' in body) update = update.where('id', 'in', body.ids);
        await update.execute();
        return unread(tx);
      });
    },
  };
}
