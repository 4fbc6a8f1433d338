// Members: the users the API has seen with a verified token of the organisation (the sign-in
// service stays the source of identity; this is what owners are checked against and named from).
// The mirror also keeps each member's role as their token last said, whether an admin removed
// them, and the second before which their tokens are refused (migration 0015).
import { asRole, type Member, type Role } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export interface SeenMember extends Member {
  role: Role;
  /** The token's `iat` (epoch seconds): a token issued after a removal's second brings the member back. */
  issuedAt?: number;
}

export interface MemberCutoff {
  /** Epoch seconds: tokens issued before it are refused. */
  validAfter: number;
  at: string;
}

export function membersRepository(scope: TenantScope) {
  return {
    /**
     * Inserts the member, or updates the name, email and role when they changed; a member removed
     * before this token was issued (a later second) is a member again (invited back). An unchanged
     * member writes nothing (the conflict's update has a WHERE), so the data version does not move.
     */
    async record(member: SeenMember, now = new Date().toISOString()): Promise<void> {
      const issuedAt = member.issuedAt ?? 0;
      await scope
        .insertInto('members', { id: member.id, name: member.name, email: member.email, role: member.role, first_seen_at: now, last_seen_at: now })
        .onConflict((oc) =>
          oc
            .columns(['org_slug', 'id'])
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              email: eb.ref('excluded.email'),
              role: eb.ref('excluded.role'),
              last_seen_at: eb.ref('excluded.last_seen_at'),
              removed_at: eb.case().when('members.tokens_valid_after', '<', issuedAt).then(null).else(eb.ref('members.removed_at')).end(),
            }))
            .where((eb) =>
              eb.or([
                eb('members.name', '<>', eb.ref('excluded.name')),
                eb('members.email', '<>', eb.ref('excluded.email')),
                eb('members.role', 'is', null),
                eb('members.role', '<>', eb.ref('excluded.role')),
                eb.and([eb('members.removed_at', 'is not', null), eb('members.tokens_valid_after', '<', issuedAt)]),
              ]),
            ),
        )
        .execute();
    },

    /** Members not removed, by name, then id (two members may share a name): the owner pickers' list. */
    list(): Promise<Member[]> {
      return scope.selectFrom('members').select(['id', 'name', 'email']).where('removed_at', 'is', null).orderBy('name').orderBy('id').execute();
    },

    /** The member's name (removed members too: records and history still name them), or undefined when the id is no member of this organisation. */
    async name(id: string): Promise<string | undefined> {
      const row = await scope.selectFrom('members').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },

    /** Whether `id` is a member who has not been removed (who may own records). */
    async isActive(id: string): Promise<boolean> {
      const row = await scope.selectFrom('members').select('id').where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    /** The member's role as the mirror knows it (null: never seen with one). */
    async role(id: string): Promise<Role | null> {
      const row = await scope.selectFrom('members').select('role').where('id', '=', id).executeTakeFirst();
      return row?.role ? asRole(row.role) : null;
    },

    /** A role changed: the mirror takes it, and the member's older tokens are refused. */
    async roleChanged(member: Member & { role: Role }, cutoff: MemberCutoff): Promise<void> {
      await scope
        .insertInto('members', { ...member, first_seen_at: cutoff.at, last_seen_at: cutoff.at, tokens_valid_after: cutoff.validAfter })
        .onConflict((oc) =>
          oc.columns(['org_slug', 'id']).doUpdateSet({ name: member.name, email: member.email, role: member.role, tokens_valid_after: cutoff.validAfter }),
        )
        .execute();
    },

    /** The member left: out of the owner pickers, every token they hold refused. A member never seen gets a row, for the cut-off. */
    async removed(id: string, cutoff: MemberCutoff): Promise<void> {
      await scope
        .insertInto('members', {
          id,
          name: '',
          email: '',
          first_seen_at: cutoff.at,
          last_seen_at: cutoff.at,
          removed_at: cutoff.at,
          tokens_valid_after: cutoff.validAfter,
        })
        .onConflict((oc) => oc.columns(['org_slug', 'id']).doUpdateSet({ removed_at: cutoff.at, tokens_valid_after: cutoff.validAfter }))
        .execute();
    },
  };
}
