import { asRole, type Role } from '@meridian/contract';
import type { Db } from '../db/connect';

// The user as every other part of Meridian sees it; `role` is their membership's.
export interface User {
  id: string;
  name: string;
  email: string;
  orgSlug: string;
  role: Role;
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  orgSlug: string;
  role: Role;
}

export async function insertUser(db: Db, user: Omit<NewUser, 'orgSlug' | 'role'>, now: string): Promise<void> {
  await db.insertInto('users').values({ id: user.id, email: user.email, name: user.name, password_hash: user.passwordHash, created_at: now }).execute();
}

export async function insertMembership(db: Db, membership: { userId: string; orgSlug: string; role: Role }, now: string): Promise<void> {
  await db.insertInto('memberships').values({ user_id: membership.userId, org_slug: membership.orgSlug, role: membership.role, created_at: now }).execute();
}

export async function insertUserWithMembership(db: Db, user: NewUser, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, user, now);
    await insertMembership(trx, { userId: user.id, orgSlug: user.orgSlug, role: user.role }, now);
  });
}

export async function findCredentials(db: Db, email: string): Promise<{ id: string; passwordHash: string } | undefined> {
  return db.selectFrom('users').select(['id', 'password_hash as passwordHash']).where('email', '=', email).executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

// A user belongs to one organisation in this product: the earliest membership wins.
export async function findUser(db: Db, id: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'memberships.org_slug as orgSlug', 'memberships.role'])
    .where('users.id', '=', id)
    .orderBy('memberships.created_at')
    .orderBy('memberships.org_slug')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, role: asRole(row.role) };
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'memberships.org_slug as orgSlug', 'memberships.role'])
    .orderBy('users.email')
    .orderBy('memberships.created_at')
    .execute();
  // One line per user, with the same "first membership" rule as findUser.
  const seen = new Map<string, User>();
  for (const row of rows) {
    if (!seen.has(row.id)) seen.set(row.id, { ...row, orgSlug: row.orgSlug ?? '', role: asRole(row.role) });
  }
  return [...seen.values()];
}
