// The conditions of the contact filters (the contract's ContactFilter, docs/PRODUCT.md §7 Filters):
// one list of predicates on the query's `contacts` row, which liveContacts adds to a select and
// the bulk delete to its update, so the list, its count, the exports and the bulk actions match
// the same contacts. Every subquery is the scope's own (tenant-scoped), so an id of another
// organisation matches nothing. Indexes or bounds: docs/PERFORMANCE.md "bench:filters".
import { dayInZone, filterTags, TAG_FILTER_MAX, zonedTime, type ContactFilter } from '@meridian/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { searchCondition, searchWords } from '../db/search';
import { badRequest } from '../errors';
import { dealCondition } from './deal-filter';
import { tagCondition } from './tag-filter';

export type { ContactFilter };

/** What "today" means for next_activity: the caller's zone (their preferences; UTC without). */
export interface FilterClock {
  now: Date;
  timeZone: string;
}

export const utcClock = (): FilterClock => ({ now: new Date(), timeZone: 'UTC' });

const RANGES = [
  ['created_from', 'created_to'],
  ['updated_from', 'updated_to'],
  ['close_from', 'close_to'],
] as const;

/** An instant as stored (toISOString), so text comparison is time order; 400 when it is no time. */
function storedInstant(value: string, field: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest('validation_failed', { field, params: { field } });
  return new Date(time).toISOString();
}

/**
 * Refuses what the schema cannot: a range whose start is after its end (filter_range_invalid, named
 * by its start) and a tag filter naming more than TAG_FILTER_MAX tags.
 */
export function checkContactFilter(filter: ContactFilter): void {
  for (const [from, to] of RANGES) {
    const start = filter[from];
    const end = filter[to];
    if (start === undefined || end === undefined) continue;
    const reversed = from === 'close_from' ? start > end : storedInstant(start, from) > storedInstant(end, to);
    if (reversed) throw badRequest('filter_range_invalid', { field: from, params: { field: from } });
  }
  const min = filter.deal_value_min;
  const max = filter.deal_value_max;
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) {
    throw badRequest('filter_range_invalid', { field: 'deal_value_min', params: { field: 'deal_value_min' } });
  }
  for (const key of ['tags_any', 'tags_all', 'tags_none'] as const) {
    if (filterTags(filter[key]).length > TAG_FILTER_MAX) throw badRequest('filter_tags_too_many', { field: key, params: { max: TAG_FILTER_MAX } });
  }
}

/** True when the filter narrows anything (a search of no words does not). */
export function isContactFilterSet(filter: ContactFilter): boolean {
  return Object.entries(filter).some(([key, value]) => {
    if (!(key in FILTER_KEYS) || value === undefined || value === '') return false;
    if (key === 'search') return searchWords(String(value)).length > 0;
    if (key.startsWith('tags_')) return filterTags(String(value)).length > 0;
    return true;
  });
}

const FILTER_KEYS: Record<keyof ContactFilter, true> = {
  search: true,
  company_id: true,
  owner_id: true,
  tags_any: true,
  tags_all: true,
  tags_none: true,
  stage_id: true,
  pipeline_status: true,
  created_from: true,
  created_to: true,
  updated_from: true,
  updated_to: true,
  has_email: true,
  has_phone: true,
  deal_currency: true,
  deal_value_min: true,
  deal_value_max: true,
  close_from: true,
  close_to: true,
  next_activity: true,
};

const col = (name: string) => sql.ref(`contacts.${name}`);
const present = (name: string) => sql<SqlBool>`(${col(name)} is not null and ${col(name)} <> '')`;
const absent = (name: string) => sql<SqlBool>`(${col(name)} is null or ${col(name)} = '')`;

export const liveCompany = (scope: TenantScope, id: string) =>
  scope.selectFrom('companies').select('companies.id').where('companies.id', '=', id).where('companies.deleted_at', 'is', null);

/** One of the contact's pipeline entries is in a stage with this outcome (null: an open stage). */
function inStageWithOutcome(scope: TenantScope, outcome: 'won' | 'lost' | null): Expression<SqlBool> {
  const entries = scope
    .selectFrom('pipeline_entries')
    .innerJoin('stages', (j) => j.onRef('stages.org_slug', '=', 'pipeline_entries.org_slug').onRef('stages.id', '=', 'pipeline_entries.stage_id'))
    .where('stages.outcome', outcome === null ? 'is' : '=', outcome)
    .select('pipeline_entries.contact_id');
  return sql<SqlBool>`${col('id')} in ${entries}`;
}

function pipelineCondition(scope: TenantScope, filter: ContactFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (filter.stage_id) {
    const entries = scope.selectFrom('pipeline_entries').where('pipeline_entries.stage_id', '=', filter.stage_id).select('pipeline_entries.contact_id');
    out.push(sql<SqlBool>`${col('id')} in ${entries}`);
  }
  const status = filter.pipeline_status;
  if (status === 'none') {
    const entries = scope.selectFrom('pipeline_entries').select('pipeline_entries.contact_id');
    out.push(sql<SqlBool>`${col('id')} not in ${entries}`);
  } else if (status) {
    out.push(inStageWithOutcome(scope, status === 'open' ? null : status));
  }
  return out;
}

/**
 * The state of the contact's next open activity (the earliest due, as nextActivities picks it),
 * as activity-rules' nextActivityState reads it: a timed one is overdue before now, today before
 * the caller's next midnight, planned after; an all-day one by its day against the caller's today.
 */
function nextActivityCondition(scope: TenantScope, state: NonNullable<ContactFilter['next_activity']>, clock: FilterClock): Expression<SqlBool> {
  const open = scope
    .selectFrom('activities')
    .where(sql<SqlBool>`${sql.ref('activities.contact_id')} = ${col('id')}`)
    .where('activities.done_at', 'is', null)
    .where('activities.deleted_at', 'is', null);
  if (state === 'none') return sql<SqlBool>`not exists ${open.select(sql`1`.as('one'))}`;
  const today = dayInZone(clock.now, clock.timeZone);
  const allDayToday = `${today}T00:00:00.000Z`;
  const tomorrow = new Date(Date.parse(allDayToday) + 86_400_000).toISOString().slice(0, 10);
  const nextMidnight = zonedTime(tomorrow, '00:00', clock.timeZone).toISOString();
  const now = clock.now.toISOString();
  const due = sql.ref('activities.due_at');
  const stateOf = sql<string>`case when ${sql.ref('activities.all_day')} = 1
    then (case when ${due} < ${allDayToday} then 'overdue' when ${due} = ${allDayToday} then 'today' else 'planned' end)
    else (case when ${due} < ${now} then 'overdue' when ${due} < ${nextMidnight} then 'today' else 'planned' end) end`;
  const next = open.select(stateOf.as('state')).orderBy('activities.due_at').orderBy('activities.id').limit(1);
  // The contacts with an open activity in that state come first (a walk of the organisation's open
  // activities, far fewer than its contacts); only theirs are then checked to be the next one.
  const candidates = scope
    .selectFrom('activities')
    .where('activities.done_at', 'is', null)
    .where('activities.deleted_at', 'is', null)
    .where('activities.contact_id', 'is not', null)
    .where(sql<SqlBool>`${stateOf} = ${state}`)
    .select('activities.contact_id');
  return sql<SqlBool>`(${col('id')} in ${candidates} and ${next} = ${state})`;
}

/** Every condition of `filter` on the query's `contacts` row (checked first: checkContactFilter). */
export function contactFilterConditions(scope: TenantScope, filter: ContactFilter, clock: FilterClock = utcClock()): Expression<SqlBool>[] {
  checkContactFilter(filter);
  const out: Expression<SqlBool>[] = [];
  if (filter.owner_id) out.push(sql<SqlBool>`${col('owner_id')} = ${filter.owner_id}`);
  const companyId = filter.company_id;
  if (companyId) out.push(sql<SqlBool>`${col('company_id')} = ${companyId}`, sql<SqlBool>`exists ${liveCompany(scope, companyId)}`);
  if (filter.search && searchWords(filter.search).length) out.push(searchCondition(scope, 'contacts', filter.search));
  out.push(...tagCondition(scope.dialect, filter));
  out.push(...pipelineCondition(scope, filter));
  if (filter.created_from) out.push(sql<SqlBool>`${col('created_at')} >= ${storedInstant(filter.created_from, 'created_from')}`);
  if (filter.created_to) out.push(sql<SqlBool>`${col('created_at')} < ${storedInstant(filter.created_to, 'created_to')}`);
  if (filter.updated_from) out.push(sql<SqlBool>`${col('updated_at')} >= ${storedInstant(filter.updated_from, 'updated_from')}`);
  if (filter.updated_to) out.push(sql<SqlBool>`${col('updated_at')} < ${storedInstant(filter.updated_to, 'updated_to')}`);
  if (filter.has_email) out.push(filter.has_email === 'yes' ? present('email') : absent('email'));
  if (filter.has_phone) out.push(filter.has_phone === 'yes' ? present('phone') : absent('phone'));
  const deal = dealCondition(scope, filter);
  if (deal) out.push(deal);
  if (filter.next_activity) out.push(nextActivityCondition(scope, filter.next_activity, clock));
  return out;
}
