// The list filters of GET /contacts (docs/PRODUCT.md §7 Filters): each alone and three combined,
// with the count; tenancy, record access and hostile values; the export and the bulk delete
// following them. Runs on both databases (DATABASE_URL).
import { uuidv7 } from 'uuidv7';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const now = Date.now();
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
const day = (days: number) => new Date(now + days * 24 * HOUR).toISOString().slice(0, 10);

interface Org {
  owner: TestUser;
  member: TestUser;
  scope: TenantScope;
  stages: { lead: string; won: string; lost: string };
  ids: Record<string, string>;
}

interface Seed {
  tags?: string | null;
  email?: string | null;
  phone?: string | null;
  owner?: 'owner' | 'member' | null;
  created?: number;
  updated?: number;
  stage?: 'lead' | 'won' | 'lost';
  deal?: { value_minor: number; currency: string; close_date?: string };
  activity?: { due_at: string; all_day?: boolean; done?: boolean };
}

// Names say what each contact is for; every filter below picks a known set of them.
const SEEDS: Record<string, Seed> = {
  vip_lead: { tags: 'VIP, lead', owner: 'owner', created: -1, stage: 'lead', deal: { value_minor: 150_000, currency: 'EUR', close_date: day(10) } },
  vip_won: { tags: 'vip', owner: 'member', created: -50, stage: 'won', deal: { value_minor: 9_000, currency: 'USD', close_date: day(-5) } },
  lead_only: { tags: 'lead,cold', phone: null, owner: 'owner', created: -100, stage: 'lost' },
  percent: { tags: '50%_off', owner: 'member', created: -200, updated: -0.5 },
  no_email: { tags: null, email: null, owner: null, created: -300, activity: { due_at: at(-2) } },
  yen: { tags: 'vipish', owner: 'owner', created: -400, stage: 'lead', deal: { value_minor: 1500, currency: 'JPY' }, activity: { due_at: at(24 * 3) } },
  today_all_day: { owner: 'member', created: -500, activity: { due_at: `${day(0)}T00:00:00.000Z`, all_day: true } },
  done_only: { owner: 'owner', created: -600, activity: { due_at: at(-5), done: true } },
};

let orgs = 0;

async function makeOrg(): Promise<Org> {
  const org = `filters-${++orgs}`;
  const owner: TestUser = { sub: `${org}-olga`, name: 'Olga', email: `olga@${org}.test`, org, role: 'owner' };
  const member: TestUser = { sub: `${org}-mia`, name: 'Mia', email: `mia@${org}.test`, org, role: 'member' };
  const scope = tenantScope(t.db.db, org, t.db.dialect);
  const pipelineId = uuidv7();
  const stamp = new Date(now).toISOString();
  await scope.insertInto('pipelines', { id: pipelineId, name: 'Sales', created_at: stamp }).execute();
  const stage = (name: string, position: number, outcome: 'won' | 'lost' | null) => ({
    id: uuidv7(),
    pipeline_id: pipelineId,
    name,
    color: '#888888',
    position,
    outcome,
  });
  const rows = [stage('Lead', 0, null), stage('Won', 1, 'won'), stage('Lost', 2, 'lost')];
  await scope.insertInto('stages', rows).execute();
  const stages = { lead: rows[0]!.id, won: rows[1]!.id, lost: rows[2]!.id };
  const ids: Record<string, string> = {};
  let n = 0;
  for (const [name, seed] of Object.entries(SEEDS)) {
    const id = uuidv7();
    ids[name] = id;
    const ownerId = seed.owner === undefined || seed.owner === null ? null : seed.owner === 'owner' ? owner.sub : member.sub;
    await scope
      .insertInto('contacts', {
        id,
        first: name,
        last: 'Seed',
        email: seed.email === undefined ? `${name}.${++n}@${org}.test` : seed.email,
        phone: seed.phone === undefined ? '+1 555 0100' : seed.phone,
        company: null,
        company_id: null,
        tags: seed.tags ?? null,
        owner_id: ownerId,
        created_at: at(seed.created ?? 0),
        updated_at: at(seed.updated ?? seed.created ?? 0),
      })
      .execute();
    if (seed.stage) {
      await scope
        .insertInto('pipeline_entries', {
          id: uuidv7(),
          pipeline_id: pipelineId,
          stage_id: stages[seed.stage],
          contact_id: id,
          entered_at: stamp,
          updated_at: stamp,
          value_minor: seed.deal?.value_minor ?? null,
          currency: seed.deal?.currency ?? null,
          close_date: seed.deal?.close_date ?? null,
        })
        .execute();
    }
    if (seed.activity) {
      const a = seed.activity;
      await scope
        .insertInto('activities', {
          id: uuidv7(),
          type: 'call',
          subject: `Call ${name}`,
          due_at: a.due_at,
          all_day: a.all_day ? 1 : 0,
          assignee_id: owner.sub,
          created_by: owner.sub,
          contact_id: id,
          done_at: a.done ? stamp : null,
          remind_at: a.due_at,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  }
  return { owner, member, scope, stages, ids };
}

async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
}

/** The names GET /contacts lists for `query`, sorted, and its count. */
async function listed(org: Org, query: string, user = org.owner): Promise<{ names: string[]; total: number }> {
  const res = await call(user, 'GET', `/contacts?limit=200&${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { names: body.contacts.map((c: { first: string }) => c.first).sort(), total: body.pagination.totalCount };
}

let org: Org;
beforeAll(async () => {
  org = await makeOrg();
});

describe('GET /contacts filters', () => {
  const sorted = (...names: string[]) => [...names].sort();
  it.each<[string, () => string, string[]]>([
    ['owner_id', () => `owner_id=${org.member.sub}`, ['vip_won', 'percent', 'today_all_day']],
    ['tags_any (whole tags, any case, spaces around commas)', () => 'tags_any=vip', ['vip_lead', 'vip_won']],
    ['tags_any of two', () => 'tags_any=cold,VIPISH', ['lead_only', 'yen']],
    ['tags_all', () => 'tags_all=vip,lead', ['vip_lead']],
    ['tags_none', () => 'tags_none=vip,lead', ['percent', 'no_email', 'yen', 'today_all_day', 'done_only']],
    ['a tag with LIKE wildcards is plain text', () => `tags_any=${encodeURIComponent('50%_off')}`, ['percent']],
    ['a wildcard alone matches nothing', () => `tags_any=${encodeURIComponent('%')}`, []],
    ['stage_id', () => `stage_id=${org.stages.lead}`, ['vip_lead', 'yen']],
    ['pipeline_status=open', () => 'pipeline_status=open', ['vip_lead', 'yen']],
    ['pipeline_status=won', () => 'pipeline_status=won', ['vip_won']],
    ['pipeline_status=lost', () => 'pipeline_status=lost', ['lead_only']],
    ['pipeline_status=none', () => 'pipeline_status=none', ['percent', 'no_email', 'today_all_day', 'done_only']],
    ['created_from', () => `created_from=${encodeURIComponent(at(-120))}`, ['vip_lead', 'vip_won', 'lead_only']],
    ['created range', () => `created_from=${encodeURIComponent(at(-350))}&created_to=${encodeURIComponent(at(-150))}`, ['percent', 'no_email']],
    ['updated_from', () => `updated_from=${encodeURIComponent(at(-2))}`, ['vip_lead', 'percent']],
    ['has_email=no', () => 'has_email=no', ['no_email']],
    ['has_phone=no', () => 'has_phone=no', ['lead_only']],
    ['deal value in EUR', () => 'deal_currency=EUR&deal_value_min=1000&deal_value_max=1500', ['vip_lead']],
    ['deal value above the amount', () => 'deal_currency=EUR&deal_value_min=1500.01', []],
    ['deal value in a currency without decimals', () => 'deal_currency=JPY&deal_value_min=1500&deal_value_max=1500', ['yen']],
    ['deal value in the default currency (USD)', () => 'deal_value_min=90&deal_value_max=90', ['vip_won']],
    ['close date range', () => `close_from=${day(-6)}&close_to=${day(-4)}`, ['vip_won']],
    ['next_activity=overdue', () => 'next_activity=overdue', ['no_email']],
    ['next_activity=today (all day)', () => 'next_activity=today', ['today_all_day']],
    ['next_activity=planned', () => 'next_activity=planned', ['yen']],
    ['next_activity=none (a done one does not count)', () => 'next_activity=none', ['vip_lead', 'vip_won', 'lead_only', 'percent', 'done_only']],
    ['three combined', () => `tags_any=vip,vipish&pipeline_status=open&owner_id=${org.owner.sub}`, ['vip_lead', 'yen']],
    ['three combined, narrower', () => `tags_none=lead&has_phone=yes&created_from=${encodeURIComponent(at(-450))}`, ['vip_won', 'percent', 'no_email', 'yen']],
  ])('%s', async (_name, query, expected) => {
    const { names, total } = await listed(org, query());
    expect(names).toEqual(sorted(...expected));
    expect(total).toBe(expected.length);
  });

  it('sorts by updated_at both ways', async () => {
    const res = await call(org.owner, 'GET', '/contacts?sort_by=updated_at&sort_order=desc&limit=3');
    expect(res.json().contacts.map((c: { first: string }) => c.first)).toEqual(['percent', 'vip_lead', 'vip_won']);
  });
});

describe('filter refusals and hostile values', () => {
  it.each([
    ['a reversed created range', `created_from=${at(0)}&created_to=${at(-1)}`, 'filter_range_invalid'],
    ['a reversed close range', `close_from=${day(2)}&close_to=${day(1)}`, 'filter_range_invalid'],
    ['a reversed value range', 'deal_value_min=10&deal_value_max=9', 'filter_range_invalid'],
    ['too many tags', `tags_any=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`, 'filter_tags_too_many'],
    ['an invalid date', 'created_from=2026-02-31T00:00:00Z', 'validation_failed'],
    ['no date at all', 'close_from=yesterday', 'validation_failed'],
    ['an unknown key', 'tag_any=vip', 'field_unknown'],
    ['an unknown state', 'next_activity=soon', 'validation_failed'],
    ['a negative amount', 'deal_value_min=-1', 'validation_failed'],
    ['a lower-case currency', 'deal_currency=eur', 'validation_failed'],
  ])('refuses %s with 400', async (_name, query, code) => {
    const res = await call(org.owner, 'GET', `/contacts?${query.replace(/\+/g, '%2B')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('reads SQL metacharacters and huge ranges as plain values', async () => {
    const evil = encodeURIComponent("vip' or '1'='1");
    expect((await listed(org, `tags_any=${evil}`)).names).toEqual([]);
    expect((await listed(org, `stage_id=${encodeURIComponent("x' or 1=1 --")}`)).names).toEqual([]);
    const huge = await listed(org, 'deal_currency=EUR&deal_value_min=0&deal_value_max=9999999999999.9999');
    expect(huge.names).toEqual(['vip_lead']);
    const wide = await listed(org, 'created_from=0001-01-01T00:00:00Z&created_to=9999-12-31T23:59:59Z');
    expect(wide.total).toBe(Object.keys(SEEDS).length);
  });
});

describe('tenancy and record access', () => {
  it("matches nothing with another organisation's stage, owner or company, and never its contacts", async () => {
    const other = await makeOrg();
    expect((await listed(org, `stage_id=${other.stages.lead}`)).names).toEqual([]);
    expect((await listed(org, `owner_id=${other.owner.sub}`)).names).toEqual([]);
    // The same filter in the other organisation lists its own rows only.
    const theirs = await listed(other, 'tags_any=vip');
    expect(theirs.total).toBe(2);
    const ours = await call(org.owner, 'GET', '/contacts?limit=200&tags_any=vip');
    const ourIds = ours.json().contacts.map((c: { id: string }) => c.id);
    expect(ourIds.sort()).toEqual([org.ids.vip_lead, org.ids.vip_won].sort());
  });

  it('lists a member limited to their own contacts only those, whatever the filter', async () => {
    const own = await makeOrg();
    await own.scope
      .insertInto('organisation_settings', { default_currency: 'USD', record_access: 'owners_only', updated_at: new Date().toISOString() })
      .execute();
    expect((await listed(own, 'tags_any=vip', own.member)).names).toEqual(['vip_won']);
    expect((await listed(own, `owner_id=${own.owner.sub}`, own.member)).names).toEqual([]);
    expect((await listed(own, 'pipeline_status=none', own.member)).names).toEqual(['percent', 'today_all_day']);
  });
});

describe('the export, the deals export and the bulk delete follow the filters', () => {
  it('exports the filtered contacts, and the deals of the filtered contacts', async () => {
    const csv = await call(org.owner, 'GET', '/import-export/export?tags_any=vip');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('vip_lead');
    expect(csv.body).toContain('vip_won');
    expect(csv.body).not.toContain('yen');
    const refused = await call(org.owner, 'GET', `/import-export/export?created_from=${at(0)}&created_to=${at(-1)}`);
    expect(refused.statusCode).toBe(400);

    const pipeline = await org.scope.selectFrom('pipelines').select('id').executeTakeFirstOrThrow();
    const deals = await call(org.owner, 'GET', `/pipeline/${pipeline.id}/deals.csv?tags_any=vip&pipeline_status=open`);
    expect(deals.statusCode).toBe(200);
    expect(deals.body).toContain('vip_lead');
    expect(deals.body).not.toContain('vip_won');
    expect(deals.body).not.toContain('yen');
  });

  it('bulk-deletes exactly the filtered contacts', async () => {
    const own = await makeOrg();
    const res = await call(own.owner, 'POST', '/contacts/bulk-delete', { tags_any: 'vip', has_phone: 'yes', except_ids: [own.ids.vip_won] });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBe(1);
    const left = await listed(own, '');
    expect(left.names).not.toContain('vip_lead');
    expect(left.total).toBe(Object.keys(SEEDS).length - 1);
    const misspelt = await call(own.owner, 'POST', '/contacts/bulk-delete', { tag_any: 'vip' });
    expect(misspelt.statusCode).toBe(400);
    expect((await listed(own, '')).total).toBe(Object.keys(SEEDS).length - 1);
  });
});
