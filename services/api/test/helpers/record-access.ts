// An organisation per record access rule, for test/record-access*.test.ts: an owner who sets the
// rule, an admin, two members (Mia owns the records under test, Max owns others) and a read-only
// user; contacts, companies, notes and deals of each member, all sharing the search word "zephyr".
import type { RecordAccess } from '@meridian/contract';
import type { TestApp } from './app';
import type { TestUser } from './tokens';

export type ViewerName = 'mia' | 'max' | 'adam' | 'rita';

export interface Team {
  org: string;
  owner: TestUser;
  users: Record<ViewerName, TestUser>;
}

export function teamOf(org: string): Team {
  const user = (sub: string, name: string, role: string): TestUser => ({ sub: `${org}-${sub}`, name, email: `${sub}@${org}.test`, org, role });
  return {
    org,
    owner: user('olga', 'Olga Owner', 'owner'),
    users: {
      mia: user('mia', 'Mia Member', 'member'),
      max: user('max', 'Max Member', 'member'),
      adam: user('adam', 'Adam Admin', 'admin'),
      rita: user('rita', 'Rita Reader', 'readonly'),
    },
  };
}

export interface Answer {
  status: number;
  text: string;
  /** Parsed JSON, or undefined for a non-JSON answer. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers of many shapes
}

export function requester(t: TestApp) {
  return async function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> {
    const res = await t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, text: res.body, body: json && res.body ? res.json() : undefined };
  };
}

export interface Seeded {
  pipelineId: string;
  /** Mia's contact (on the board, with a note and a 100.00 EUR deal) and company. */
  miaContact: string;
  miaCompany: string;
  /** Max's contact (on the board, 7.00 EUR deal) and company. */
  maxContact: string;
  maxCompany: string;
  /** Owned by nobody, made by the owner. */
  nobodysContact: string;
}

/** Seeds the team's organisation (under everyone_edits, as its owner) and sets `rule`. */
export async function seedTeam(t: TestApp, team: Team, rule: RecordAccess): Promise<Seeded> {
  const call = requester(t);
  const ok = async (answer: Promise<Answer>) => {
    const res = await answer;
    if (res.status >= 300) throw new Error(`seed failed: ${res.status} ${res.text}`);
    return res.body;
  };
  const { owner, users } = team;
  for (const user of [owner, ...Object.values(users)]) await ok(call(user, 'GET', '/me')); // recorded as members
  const company = async (name: string, ownerId: string) => (await ok(call(owner, 'POST', '/companies', { name, owner_id: ownerId }))).company.id as string;
  const miaCompany = await company('Zephyr Mia Ltd', users.mia.sub);
  const maxCompany = await company('Zephyr Max Ltd', users.max.sub);
  const contact = async (first: string, ownerId: string | null, companyId?: string) =>
    (
      await ok(
        call(owner, 'POST', '/contacts', { first, last: 'Zephyr', email: `${first.toLowerCase()}@${team.org}.test`, owner_id: ownerId, company_id: companyId }),
      )
    ).id as string;
  const miaContact = await contact('Mina', users.mia.sub, miaCompany);
  const maxContact = await contact('Maxine', users.max.sub, miaCompany); // Mia's company, another's contact
  const nobodysContact = await contact('Nobody', null);
  const pipelineId = (await ok(call(owner, 'GET', '/pipeline'))).pipelines[0].id as string;
  await ok(call(owner, 'POST', `/pipeline/${miaContact}/add`, { deal: { value: '100.00', currency: 'EUR' } }));
  await ok(call(owner, 'POST', `/pipeline/${maxContact}/add`, { deal: { value: '7.00', currency: 'EUR' } }));
  await ok(call(owner, 'POST', `/contacts/${miaContact}/notes`, { body: 'First call' }));
  await ok(call(owner, 'PUT', '/organisation/settings', { record_access: rule }));
  return { pipelineId, miaContact, miaCompany, maxContact, maxCompany, nobodysContact };
}

/** What each viewer may do with Mia's records under each rule, written out (not computed by the rules under test). */
export const EXPECTED: Record<RecordAccess, Record<ViewerName, { sees: boolean; edits: boolean; seesAll: boolean }>> = {
  everyone_edits: {
    mia: { sees: true, edits: true, seesAll: true },
    max: { sees: true, edits: true, seesAll: true },
    adam: { sees: true, edits: true, seesAll: true },
    rita: { sees: true, edits: false, seesAll: true },
  },
  everyone_reads: {
    mia: { sees: true, edits: true, seesAll: true },
    max: { sees: true, edits: false, seesAll: true },
    adam: { sees: true, edits: true, seesAll: true },
    rita: { sees: true, edits: false, seesAll: true },
  },
  owners_only: {
    mia: { sees: true, edits: true, seesAll: false },
    max: { sees: false, edits: false, seesAll: false },
    adam: { sees: true, edits: true, seesAll: true },
    rita: { sees: false, edits: false, seesAll: false },
  },
};
