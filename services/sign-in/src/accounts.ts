import { isValidEmail } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/connect';
import { findOrganisation, insertOrganisation } from './repositories/organisations';
import { emailExists, insertUserWithMembership, listUsers, type User } from './repositories/users';

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
  const id = account.id ?? uuidv7();
  const passwordHash = await hashPassword(account.password);
  const orgSlug = account.org;
  await insertUserWithMembership(db, { id, email, name, passwordHash, orgSlug }, now());
  return { id, name, email, orgSlug: account.org };
}

export { listUsers };
