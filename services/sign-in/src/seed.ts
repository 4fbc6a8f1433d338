import { DEMO_TEAM } from '@meridian/contract';
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
}

// Two organisations so tenant isolation can be tried by hand and in end-to-end tests, and a
// teammate in the first so owners of contacts and deals ("My deals") can be tried.
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { ...DEMO_TEAM.dana, org: 'acme', orgName: 'Acme Corporation', password: 'meridian-demo' },
  { ...DEMO_TEAM.sam, org: 'acme', orgName: 'Acme Corporation', password: 'meridian-demo' },
  {
    org: 'globex',
    orgName: 'Globex Inc',
    name: 'Olive Other',
    email: 'other@globex.test',
    password: 'meridian-demo',
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
