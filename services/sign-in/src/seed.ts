import { DEMO_ROLES, DEMO_TEAM, type Role } from '@meridian/contract';
import { addOrg, addUser } from './accounts';
import type { Db } from './db/connect';
import { findOrganisation } from './repositories/organisations';
import { emailExists } from './repositories/users';

export interface DemoAccount {
  id?: string;
  org: string;
  orgName: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

const ACME = { org: 'acme', orgName: 'Acme Corporation', password: 'meridian-demo' };

// Two organisations so tenant isolation can be tried by hand and in end-to-end tests; in the
// first an owner, a member (owners of contacts and deals, "My deals") and a read-only user, so
// every role can be tried at once.
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { ...DEMO_TEAM.dana, ...ACME, role: DEMO_ROLES.dana },
  { ...DEMO_TEAM.sam, ...ACME, role: DEMO_ROLES.sam },
  { ...DEMO_TEAM.robin, ...ACME, role: DEMO_ROLES.robin },
  {
    org: 'globex',
    orgName: 'Globex Inc',
    name: 'Olive Other',
    email: 'other@globex.test',
    password: 'meridian-demo',
    role: 'owner',
  },
];

// Idempotent: creates whatever is missing and leaves existing rows (and passwords) alone.
export async function seedDemo(db: Db): Promise<DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    if (!(await findOrganisation(db, account.org))) await addOrg(db, account.org, account.orgName);
    if (!(await emailExists(db, account.email))) await addUser(db, account);
  }
  return DEMO_ACCOUNTS;
}
