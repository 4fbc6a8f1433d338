import { isValidEmail, ROLES, type Role } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/connect';
import { findOrganisation, insertOrganisation } from './repositories/organisations';
import { countMembers, countOwners, lockOrganisation, setRole } from './repositories/members';
import { emailExists, findCredentials, findUser, insertUserWithMembership, listUsers, type User } from './repositories/users';

// Mistakes an operator can fix; the CLI prints the message without a stack trace.
export class AccountError extends Error {}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const MIN_PASSWORD_LENGTH = 8;

function now(): string {
  return new Date().toISOString();
}

export async function addOrg(db: Db, slug: string, name: string): Promise<void> {
  if (!SLUG.test(slug)) {
    throw new AccountError(`Invalid organisation slug "${slug}": use lower-case letters, digits and dashes`);
  }
  if (!name.trim()) throw new AccountError('The organisation name is required');
  if (await findOrganisation(db, slug)) {
    throw new AccountError(`Organisation "${slug}" already exists`);
  }
  await insertOrganisation(db, { slug, name: name.trim() }, now());
}

export interface NewAccount {
  org: string;
  email: string;
  name: string;
  password: string;
  /** Only the demo seed gives one (DEMO_TEAM); otherwise a new UUIDv7. */
  id?: string;
  /** Default: owner for the organisation's first user, member after that. */
  role?: string;
}

function roleOf(value: string): Role {
  if (!(ROLES as readonly string[]).includes(value)) throw new AccountError(`Invalid role "${value}": use one of ${ROLES.join(', ')}`);
  return value as Role;
}

export async function addUser(db: Db, account: NewAccount): Promise<User> {
  const email = account.email.trim().toLowerCase();
  const name = account.name.trim();
  if (!isValidEmail(email)) {
    throw new AccountError(`Invalid email "${account.email}"`);
  }
  if (!name) throw new AccountError('The user name is required');
  if (account.password.length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (!(await findOrganisation(db, account.org))) {
    throw new AccountError(`Unknown organisation "${account.org}"`);
  }
  if (await emailExists(db, email)) {
    throw new AccountError(`A user with email ${email} already exists`);
  }
  const orgSlug = account.org;
  const role = account.role !== undefined ? roleOf(account.role) : (await countMembers(db, orgSlug)) === 0 ? 'owner' : 'member';
  const id = account.id ?? uuidv7();
  const passwordHash = await hashPassword(account.password);
  await insertUserWithMembership(db, { id, email, name, passwordHash, orgSlug, role }, now());
  return { id, name, email, orgSlug, role };
}

/** The CLI's set-role: the user's role in their organisation; the last owner stays one. */
export async function setUserRole(db: Db, email: string, value: string): Promise<User> {
  const role = roleOf(value);
  const credentials = await findCredentials(db, email.trim().toLowerCase());
  const user = credentials && (await findUser(db, credentials.id));
  if (!user) throw new AccountError(`No member with email ${email}`);
  await db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, user.orgSlug);
    if (user.role === 'owner' && role !== 'owner' && (await countOwners(trx, user.orgSlug)) <= 1) {
      throw new AccountError(`${user.email} is the last owner of ${user.orgSlug}: make another member an owner first`);
    }
    await setRole(trx, user.orgSlug, user.id, role);
  });
  return { ...user, role };
}

export { listUsers };
