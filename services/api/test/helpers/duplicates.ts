// Contacts and companies written straight into the database with their record keys (as every write
// path computes them, migration 0019), one second apart so "oldest first" has an order: the
// duplicate finder and merge tests need duplicates the contact routes would refuse.
import { companyKeys, contactKeys } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../../src/db/tenant-scope';

let clock = Date.parse('2024-01-01T00:00:00Z');
const next = () => new Date((clock += 1000)).toISOString();

export interface ContactSeed {
  first?: string;
  last?: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  company_id?: string | null;
  tags?: string | null;
  owner_id?: string | null;
  import_id?: string | null;
  deleted_at?: string | null;
}

export async function insertContact(scope: TenantScope, seed: ContactSeed = {}): Promise<string> {
  const id = uuidv7();
  const at = next();
  const row = { first: 'Ada', last: 'Lovelace', email: null, phone: null, company: null, company_id: null, tags: null, owner_id: null, ...seed };
  await scope.insertInto('contacts', { id, ...row, ...contactKeys(row), created_at: at, updated_at: at }).execute();
  return id;
}

export interface CompanySeed {
  name?: string;
  website?: string | null;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  industry?: string | null;
  size?: string | null;
  owner_id?: string | null;
  deleted_at?: string | null;
}

export async function insertCompany(scope: TenantScope, seed: CompanySeed = {}): Promise<string> {
  const id = uuidv7();
  const at = next();
  const row = { name: 'Acme', website: null, ...seed };
  await scope.insertInto('companies', { id, ...row, ...companyKeys(row), created_at: at, updated_at: at }).execute();
  return id;
}
