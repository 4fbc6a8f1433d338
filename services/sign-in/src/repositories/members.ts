import { asRole, type Role } from '@meridian/contract';
import type { Db } from '../db/connect';

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
  /** The newest refresh token or session of the user; null when they never signed in. */
  lastActiveAt: string | null;
}

function newest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

function membersQuery(db: Db, orgSlug: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'memberships.role',
      'memberships.created_at as joinedAt',
      eb
        .selectFrom('refresh_tokens')
        .select((s) => s.fn.max('refresh_tokens.created_at').as('at'))
        .whereRef('refresh_tokens.user_id', '=', 'users.id')
        .as('tokenAt'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.created_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('sessionAt'),
    ])
    .where('memberships.org_slug', '=', orgSlug);
}

type Row = { id: string; name: string; email: string; role: string; joinedAt: string; tokenAt: string | null; sessionAt: string | null };

function toMember({ tokenAt, sessionAt, role, ...row }: Row): MemberRow {
  return { ...row, role: asRole(role), lastActiveAt: newest(tokenAt, sessionAt) };
}

/** The organisation's members by name (then email, for equal names). */
export async function listMembers(db: Db, orgSlug: string): Promise<MemberRow[]> {
  const rows = await membersQuery(db, orgSlug).orderBy('users.name').orderBy('users.email').execute();
  return rows.map(toMember);
}

export async function findMember(db: Db, orgSlug: string, userId: string): Promise<MemberRow | undefined> {
  const row = await membersQuery(db, orgSlug).where('users.id', '=', userId).executeTakeFirst();
  return row && toMember(row);
}

/** The organisations the user belongs to (one in this product). */
export async function membershipsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('memberships').select('org_slug').where('user_id', '=', userId).execute();
  return rows.map((r) => r.org_slug);
}

async function countMemberships(db: Db, orgSlug: string, role?: Role): Promise<number> {
  let query = db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('org_slug', '=', orgSlug);
  if (role) query = query.where('role', '=', role);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const countOwners = (db: Db, orgSlug: string) => countMemberships(db, orgSlug, 'owner');
export const countMembers = (db: Db, orgSlug: string) => countMemberships(db, orgSlug);

/**
 * Serialises the changes to one organisation's members inside a transaction: a no-op update takes
 * the organisation row's lock on PostgreSQL (SQLite has one writer anyway), so two admins cannot
 * both demote "the other" owner and leave none.
 */
export async function lockOrganisation(db: Db, orgSlug: string): Promise<void> {
  await db
    .updateTable('organisations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('slug', '=', orgSlug)
    .execute();
}

export async function setRole(db: Db, orgSlug: string, userId: string, role: Role): Promise<void> {
  await db.updateTable('memberships').set({ role }).where('org_slug', '=', orgSlug).where('user_id', '=', userId).execute();
}

/** Ends the membership and everything that lets the user act: their sessions and refresh tokens. */
export async function removeMembership(db: Db, orgSlug: string, userId: string, now: string): Promise<void> {
  await db.deleteFrom('memberships').where('org_slug', '=', orgSlug).where('user_id', '=', userId).execute();
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
