// Activities of one organisation (docs/ARCHITECTURE.md §5 "Activities"). Every read joins the
// linked records for their names and owners: an activity whose linked contact is soft-deleted is
// hidden with it (and back with its restore); a deleted company only loses its name. Record access
// is a condition of the query (`seen`: the member whose records alone the caller sees, or undefined
// when they see every record), so a page and its total are both of what the caller may see.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Activity, ActivityAccessFacts, ActivityCounts, ActivityQuery, ActivitySection } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { sectionCondition, dueRangeCondition } from './activity-sections';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { activityOf, COLUMNS, factsOf, isActivityId, type Row } from './activity-rows';

/** The columns an activity is written with (the links already checked by the route). */
export interface ActivityValues {
  type: string;
  subject: string;
  due_at: string;
  all_day: boolean;
  duration_minutes: number | null;
  note: string | null;
  assignee_id: string;
  contact_id: string | null;
  company_id: string | null;
  deal_entry_id: string | null;
  remind_at: string;
  reminded_at: string | null;
}

/** An activity with what record access decides by. */
export interface ActivityWithFacts {
  activity: Activity;
  facts: ActivityAccessFacts;
  /** Stored values a change starts from. */
  deal_entry_id: string | null;
  remind_at: string;
  reminded_at: string | null;
}

/** The fields the audit trail records, old → new. */
const AUDITED = ['type', 'subject', 'due_at', 'all_day', 'duration_minutes', 'note', 'assignee', 'contact', 'company', 'deal'] as const;

/** The query's filters in SQL (section and range counted at `now` in the query's zone). */
export interface ListFilter extends Omit<ActivityQuery, 'offset' | 'limit'> {
  now: Date;
}

export function activitiesRepository(scope: TenantScope, seen: string | undefined) {
  /** Activities with their links, live and hidden with a deleted contact, as `seen` sees them. */
  function visible(includeDeleted = false) {
    return scope
      .selectFrom('activities')
      .leftJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'activities.org_slug').onRef('contacts.id', '=', 'activities.contact_id'))
      .leftJoin('companies', (j) =>
        j.onRef('companies.org_slug', '=', 'activities.org_slug').onRef('companies.id', '=', 'activities.company_id').on('companies.deleted_at', 'is', null),
      )
      .leftJoin('pipeline_entries', (j) =>
        j.onRef('pipeline_entries.org_slug', '=', 'activities.org_slug').onRef('pipeline_entries.id', '=', 'activities.deal_entry_id'),
      )
      .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'activities.org_slug').onRef('members.id', '=', 'activities.assignee_id'))
      .$if(!includeDeleted, (q) => q.where('activities.deleted_at', 'is', null))
      .where((eb) => eb.or([eb('activities.contact_id', 'is', null), eb('contacts.deleted_at', 'is', null)]))
      .$if(seen !== undefined, (q) =>
        // canSeeActivity: the assignee, the creator, or whoever owns a linked (live) record.
        q.where((eb) =>
          eb.or([
            eb('activities.assignee_id', '=', seen!),
            eb('activities.created_by', '=', seen!),
            eb('contacts.owner_id', '=', seen!),
            eb('companies.owner_id', '=', seen!),
          ]),
        ),
      );
  }

  function filtered(filter: ListFilter) {
    let query = visible();
    if (filter.assignee_id !== undefined) query = query.where('activities.assignee_id', '=', filter.assignee_id);
    if (filter.type !== undefined) query = query.where('activities.type', '=', filter.type);
    if (filter.done !== undefined) query = query.where('activities.done_at', filter.done ? 'is not' : 'is', null);
    if (filter.contact_id !== undefined) query = query.where('activities.contact_id', '=', filter.contact_id);
    if (filter.company_id !== undefined) query = query.where('activities.company_id', '=', filter.company_id);
    if (filter.deal_contact_id !== undefined) query = query.where('pipeline_entries.contact_id', '=', filter.deal_contact_id);
    if (filter.section !== undefined) query = query.where(sectionCondition(filter.section, filter.now, filter.tz));
    const range = dueRangeCondition(filter.from, filter.to, filter.tz);
    if (range) query = query.where(range);
    return query;
  }

  async function findRow(id: string, includeDeleted = false): Promise<Row | undefined> {
    if (!isActivityId(id)) return undefined;
    return (await visible(includeDeleted).where('activities.id', '=', id).select(COLUMNS).executeTakeFirst()) as Row | undefined;
  }

  async function withFacts(id: string): Promise<ActivityWithFacts | undefined> {
    const row = await findRow(id);
    return row && { activity: activityOf(row), facts: factsOf(row), deal_entry_id: row.deal_entry_id, remind_at: row.remind_at, reminded_at: row.reminded_at };
  }

  /** The audit entry's record fields of an activity as it is. */
  const recordOf = (a: Activity) => ({
    record_type: 'activity' as const,
    record_id: a.id,
    record_name: a.subject,
    contact_id: a.contact_id,
    company_id: a.company_id,
    // The type, so every event can say "the call", not only those that change it.
    details: { type: a.type },
  });

  /** An activity's audited values (people and records by name). */
  const audited = (a: Activity) => ({
    type: a.type,
    subject: a.subject,
    due_at: a.due_at,
    all_day: a.all_day,
    duration_minutes: a.duration_minutes,
    note: a.note,
    assignee: a.assignee_name ?? a.assignee_id,
    contact: a.contact_id === null ? null : (a.contact_name ?? a.contact_id),
    company: a.company_id === null ? null : (a.company_name ?? a.company_id),
    deal: a.deal_contact_id === null ? null : (a.contact_name ?? a.deal_contact_id),
  });

  const repo = {
    async find(id: string): Promise<Activity | undefined> {
      const row = await findRow(id);
      return row && activityOf(row);
    },

    /** The activity, what record access decides by, and the stored values a change starts from. */
    withFacts,

    /** One page: open sections by due time, done ones by when done (newest first); id breaks ties. */
    async list(filter: ListFilter, offset: number, limit: number): Promise<{ activities: Activity[]; total: number }> {
      const byDone = filter.section === 'done' || (filter.section === undefined && filter.done === true);
      const { total } = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      if (Number(total) === 0 || offset >= Number(total)) return { activities: [], total: Number(total) };
      let page = filtered(filter).select(COLUMNS);
      page = byDone
        ? page.orderBy('activities.done_at', 'desc').orderBy('activities.id', 'desc')
        : page.orderBy('activities.due_at', 'asc').orderBy('activities.id', 'asc');
      const rows = (await page.limit(limit).offset(offset).execute()) as Row[];
      return { activities: rows.map(activityOf), total: Number(total) };
    },

    /** One assignee's section counts at `now` in `timeZone`: open ones and done ones each on their own index. */
    async counts(assigneeId: string, now: Date, timeZone: string): Promise<ActivityCounts> {
      const count = (section: ActivitySection) => sql<number>`sum(case when ${sectionCondition(section, now, timeZone)} then 1 else 0 end)`;
      const mine = () => visible().where('activities.assignee_id', '=', assigneeId);
      const open = await mine()
        .where('activities.done_at', 'is', null)
        .select([count('overdue').as('overdue'), count('today').as('today'), count('upcoming').as('upcoming')])
        .executeTakeFirstOrThrow();
      const done = await mine()
        .where('activities.done_at', 'is not', null)
        .select((eb) => eb.fn.countAll<number>().as('done'))
        .executeTakeFirstOrThrow();
      return { overdue: Number(open.overdue ?? 0), today: Number(open.today ?? 0), upcoming: Number(open.upcoming ?? 0), done: Number(done.done) };
    },

    /** Recorded with its values; created done when `done` ("Log a call"). */
    async create(values: ActivityValues, done: boolean, actor: AuditActor): Promise<Activity> {
      const now = new Date().toISOString();
      const id = uuidv7();
      await scope.transaction(async (tx) => {
        await tx
          .insertInto('activities', {
            id,
            ...values,
            all_day: values.all_day ? 1 : 0,
            created_by: actor.id,
            done_at: done ? now : null,
            done_by: done ? actor.id : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const created = activityOf((await activitiesRepository(tx, undefined).row(id))!);
        const changes = fieldChanges(AUDITED, {}, audited(created));
        await audit(tx, actor, { action: 'created', ...recordOf(created), changes }, now);
        if (done) await audit(tx, actor, { action: 'completed', ...recordOf(created) }, now);
      });
      return (await repo.find(id))!;
    },

    /** The row as stored, whoever sees it (a write path's own read inside its transaction). */
    async row(id: string): Promise<Row | undefined> {
      return findRow(id, true);
    },

    /** Writes the changed columns; each changed field is recorded. Undefined when it is gone. */
    async update(before: Activity, values: Partial<ActivityValues>, actor: AuditActor): Promise<Activity | undefined> {
      const now = new Date().toISOString();
      const changed = await scope.transaction(async (tx) => {
        const { all_day, ...rest } = values;
        const result = await tx
          .updateTable('activities')
          .set({ ...rest, ...(all_day !== undefined && { all_day: all_day ? 1 : 0 }), updated_at: now })
          .where('id', '=', before.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const after = activityOf((await activitiesRepository(tx, undefined).row(before.id))!);
        const changes = fieldChanges(AUDITED, audited(before), audited(after));
        if (changes.length) await audit(tx, actor, { action: 'updated', ...recordOf(after), changes }, now);
        return true;
      });
      return changed ? repo.find(before.id) : undefined;
    },

    /**
     * Marks it done (`done`) or open again; one already so changes nothing and records nothing.
     * `reminder`: the reminded_at an open one gets back (a reminder still to come, or none).
     */
    async setDone(activity: Activity, done: boolean, actor: AuditActor, reminder?: { reminded_at: string | null }): Promise<Activity | undefined> {
      if (activity.done === done) return activity;
      const now = new Date().toISOString();
      await scope.transaction(async (tx) => {
        const result = await tx
          .updateTable('activities')
          .set({ done_at: done ? now : null, done_by: done ? actor.id : null, ...(reminder ?? {}), updated_at: now })
          .where('id', '=', activity.id)
          .where('deleted_at', 'is', null)
          .where('done_at', done ? 'is' : 'is not', null)
          .executeTakeFirst();
        // Lost a race with the same change: nothing to record.
        if (Number(result.numUpdatedRows) > 0) await audit(tx, actor, { action: done ? 'completed' : 'reopened', ...recordOf(activity) }, now);
      });
      return repo.find(activity.id);
    },

    /** False when there was no live activity to delete. */
    async softDelete(activity: Activity, actor: AuditActor): Promise<boolean> {
      return scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const result = await tx
          .updateTable('activities')
          .set({ deleted_at: now })
          .where('id', '=', activity.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await audit(tx, actor, { action: 'deleted', ...recordOf(activity) }, now);
        return true;
      });
    },

    /** Deleted activities among `ids` that `seen` sees, with what record access decides by (restore checks each). */
    async deleted(ids: readonly string[]): Promise<ActivityWithFacts[]> {
      const wanted = [...new Set(ids)].filter(isActivityId);
      if (wanted.length === 0) return [];
      const rows = (await visible(true).where('activities.id', 'in', wanted).where('activities.deleted_at', 'is not', null).select(COLUMNS).execute()) as Row[];
      return rows.map((r) => ({
        activity: activityOf(r),
        facts: factsOf(r),
        deal_entry_id: r.deal_entry_id,
        remind_at: r.remind_at,
        reminded_at: r.reminded_at,
      }));
    },

    /** Live again (each recorded); how many came back. */
    async restore(activities: readonly Activity[], actor: AuditActor): Promise<number> {
      if (activities.length === 0) return 0;
      return scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const restored = await tx
          .updateTable('activities')
          .set({ deleted_at: null })
          .where(
            'id',
            'in',
            activities.map((a) => a.id),
          )
          .where('deleted_at', 'is not', null)
          .returning(['id'])
          .execute();
        const back = new Set(restored.map((r) => r.id));
        const events = activities.filter((a) => back.has(a.id)).map((a) => ({ action: 'restored' as const, ...recordOf(a) }));
        if (events.length) await audit(tx, actor, events, now);
        return restored.length;
      });
    },
  };
  return repo;
}
