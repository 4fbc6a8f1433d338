// Members: the users the API has seen with a verified token of the organisation (the sign-in
// service stays the source of identity; this is what owners are checked against and named from).
import type { Member } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export function membersRepository(scope: TenantScope) {
  return {
    /**
     * Inserts the member, or updates the name and email when they changed. An unchanged member
     * writes nothing (the conflict's update has a WHERE), so the data version does not move.
     */
    async record(member: Member, now = new Date().toISOString()): Promise<void> {
      await scope
        .insertInto('members', { id: member.id, name: member.name, email: member.email, first_seen_at: now, last_seen_at: now })
        .onConflict((oc) =>
          oc
            .columns(['org_slug', 'id'])
            .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), email: eb.ref('excluded.email'), last_seen_at: eb.ref('excluded.last_seen_at') }))
            .where((eb) => eb.or([eb('members.name', '<>', eb.ref('excluded.name')), eb('members.email', '<>', eb.ref('excluded.email'))])),
        )
        .execute();
    },

    /** By name, then id (two members may share a name). */
    list(): Promise<Member[]> {
      return scope.selectFrom('members').select(['id', 'name', 'email']).orderBy('name').orderBy('id').execute();
    },

    /** The member's name, or undefined when the id is no member of this organisation. */
    async name(id: string): Promise<string | undefined> {
      const row = await scope.selectFrom('members').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },
  };
}
