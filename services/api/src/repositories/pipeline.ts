// Pipelines, their stages and the board. Entries (add/move/remove/status/history) live in
// pipeline-entries.ts; the stage of many contacts at once in pipeline-contact-stages.ts.
import { uuidv7 } from 'uuidv7';
import type { Board, BoardCard, BoardStage, Pipeline, PipelineListItem, Stage, StageContactsAnswer, StageOutcome } from '@meridian/contract';
import { ownedBy } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { dealOf } from './deal-values';
import { DEFAULT_PIPELINE_NAME, defaultStageRows, markDefault } from './pipeline-defaults';
import { moneyTotals, stageSums } from './pipeline-totals';
import { boardHeader, closePeriods } from './board-header';
import { utcToday } from './exchange-rates';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { hasNoOpenActivity, nextActivities } from './next-activity';

export { contactStages, type ContactStage } from './pipeline-contact-stages';

/** A stage with the pipeline it belongs to (internal: the API's answers leave pipeline_id out). */
export interface StageWithPipeline extends Stage {
  pipeline_id: string;
}

const STAGE_COLUMNS = ['id', 'name', 'color', 'position', 'probability', 'outcome'] as const;
const DEAL_COLUMNS = [
  'pipeline_entries.value_minor',
  'pipeline_entries.currency',
  'pipeline_entries.close_date',
  'pipeline_entries.owner_id',
  'pipeline_entries.next_step',
] as const;

/** What PUT /pipeline/stages/{id} may change; `outcome` null makes the stage an open one. */
export interface StageChange {
  name?: string;
  color?: string;
  probability?: number;
  outcome?: StageOutcome;
}

/** The board's filters: one owner's deals, only cards whose contact has no open activity. */
export interface BoardFilter {
  ownerId?: string;
  noActivity?: boolean;
  /** The caller's today (YYYY-MM-DD, their zone): the month and quarter of the header, the day of the rates. UTC's without one. */
  today?: string;
}

interface ColumnFilter extends BoardFilter {
  pipelineId: string;
  stageId: string;
}

export function pipelineRepository(scope: TenantScope) {
  /** Entries whose contact is live (soft-deleted contacts keep their entry but leave the board). */
  function liveEntries() {
    return (
      scope
        .selectFrom('pipeline_entries')
        .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
        .where('contacts.deleted_at', 'is', null)
        // Deals follow their contact's record access (db/record-access.ts).
        .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)))
    );
  }

  /** Board cards: the contact with the name of its company (unless that company is deleted) and its deal. */
  function cards() {
    return liveEntries()
      .leftJoin('companies', (j) =>
        j.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
      )
      .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
      .select([
        'contacts.id',
        'contacts.first',
        'contacts.last',
        'contacts.email',
        'contacts.phone',
        'contacts.company',
        'contacts.company_id',
        'companies.name as company_name',
        'contacts.tags',
        'contacts.created_at',
        'contacts.owner_id as contact_owner_id',
        ...DEAL_COLUMNS,
        'members.name as owner_name',
      ])
      .orderBy('pipeline_entries.entered_at', 'desc')
      .orderBy('pipeline_entries.id', 'desc');
  }

  /** One page of one column, newest arrival first; (entered_at, id) is unique, so pages never overlap. */
  async function columnPage(filter: ColumnFilter, offset: number, limit: number): Promise<BoardCard[]> {
    let query = cards().where('pipeline_entries.pipeline_id', '=', filter.pipelineId).where('pipeline_entries.stage_id', '=', filter.stageId);
    if (filter.ownerId) query = query.where('pipeline_entries.owner_id', '=', filter.ownerId);
    if (filter.noActivity) query = query.where(hasNoOpenActivity(scope));
    const rows = await query.limit(limit).offset(offset).execute();
    // The cards' next activities: one more query for the page.
    const next = await nextActivities(
      scope,
      rows.map((r) => r.id),
    );
    return rows.map(({ value_minor, currency, close_date, owner_id, next_step, owner_name, contact_owner_id, ...card }) => ({
      ...card,
      owner_id: contact_owner_id,
      deal: dealOf({ value_minor, currency, close_date, owner_id, next_step, owner_name }),
      next_activity: next.get(card.id) ?? null,
    }));
  }

  const repo = {
    /**
     * Creates 'Default Sales Pipeline' with its six stages if the organisation has no pipeline.
     * Race-safe: the partial unique index pipelines_default_key (migration 0005) lets only one of
     * two concurrent first calls insert it; the loser's insert does nothing and it moves on.
     */
    async ensureDefaultPipeline(): Promise<void> {
      const any = await scope.selectFrom('pipelines').select('id').limit(1).executeTakeFirst();
      if (any) return;
      await scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const id = uuidv7();
        const inserted = await tx
          .insertInto('pipelines', { id, name: DEFAULT_PIPELINE_NAME, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await tx.insertInto('stages', defaultStageRows(id)).execute();
      });
    },

    /** Oldest first, so the default pipeline (created first) leads; each says whether it is the default. */
    async list(): Promise<PipelineListItem[]> {
      const all = await scope.selectFrom('pipelines').select(['id', 'name', 'created_at', 'is_default']).orderBy('created_at').orderBy('id').execute();
      return markDefault(all);
    },

    async get(id: string): Promise<Pipeline> {
      const row = await scope.selectFrom('pipelines').where('id', '=', id).select(['id', 'name', 'created_at']).executeTakeFirst();
      if (!row) throw notFound('pipeline_not_found');
      return row;
    },

    /** docs/PRODUCT.md §9 (pipeline-defaults.ts): the one list() marks isDefault. */
    async defaultPipeline(): Promise<Pipeline | undefined> {
      const found = (await repo.list()).find((p) => p.isDefault);
      return found && { id: found.id, name: found.name, created_at: found.created_at };
    },

    async stages(pipelineId: string): Promise<Stage[]> {
      await repo.get(pipelineId);
      return scope.selectFrom('stages').where('pipeline_id', '=', pipelineId).select(STAGE_COLUMNS).orderBy('position').orderBy('id').execute();
    },

    async findStage(stageId: string): Promise<StageWithPipeline | undefined> {
      return scope
        .selectFrom('stages')
        .where('id', '=', stageId)
        .select([...STAGE_COLUMNS, 'pipeline_id'])
        .executeTakeFirst();
    },

    /** Name is stored trimmed, colour lower-case; the route has validated them, the probability and the outcome. Each change is recorded. */
    async updateStage(stageId: string, change: StageChange, actor: AuditActor): Promise<Stage> {
      const set: StageChange = {};
      if (change.name !== undefined) set.name = change.name.trim();
      if (change.color !== undefined) set.color = change.color.toLowerCase();
      if (change.probability !== undefined) set.probability = change.probability;
      if (change.outcome !== undefined) set.outcome = change.outcome;
      return scope.transaction(async (tx) => {
        const before = await pipelineRepository(tx).findStage(stageId);
        const result = await tx.updateTable('stages').set(set).where('id', '=', stageId).executeTakeFirst();
        if (!before || Number(result.numUpdatedRows) === 0) throw notFound('stage_not_found');
        const stage = await pipelineRepository(tx).findStage(stageId);
        if (!stage) throw notFound('stage_not_found');
        const changes = fieldChanges(['name', 'color', 'probability', 'outcome'], before, set);
        if (changes.length) await audit(tx, actor, { action: 'updated', record_type: 'stage', record_id: stageId, record_name: stage.name, changes });
        const { pipeline_id: _pipelineId, ...rest } = stage;
        return rest;
      });
    },

    /**
     * Every stage with its full live count, its totals and the first `limit` contacts (newest in
     * the stage first); with `ownerId`, only that member's deals, with `noActivity` only cards whose
     * contact has no open activity: in the cards, counts and totals alike.
     */
    async board(pipelineId: string, limit: number, filter: BoardFilter = {}): Promise<Board> {
      const pipeline = await repo.get(pipelineId);
      const stages = await scope.selectFrom('stages').where('pipeline_id', '=', pipelineId).select(STAGE_COLUMNS).orderBy('position').orderBy('id').execute();
      const { today = utcToday(), ...entries } = filter;
      const sums = await stageSums(scope, { pipelineId, ...entries }, closePeriods(today));
      const boardStages: BoardStage[] = [];
      // One short index walk per column. Measured on both databases: folding the columns into one
      // statement (IN-subqueries or a UNION) plans worse on PostgreSQL, and running them in
      // parallel holds most of its pool for a gain lost in noise.
      for (const stage of stages) {
        const stageSum = sums.get(stage.id);
        const count = stageSum?.count ?? 0;
        const contacts = count > 0 && limit > 0 ? await columnPage({ pipelineId, stageId: stage.id, ...entries }, 0, limit) : [];
        boardStages.push({ ...stage, count, totals: moneyTotals(stageSum?.money ?? new Map()), contacts });
      }
      return {
        pipeline,
        stages: boardStages,
        totalContacts: boardStages.reduce((n, s) => n + s.count, 0),
        ...(await boardHeader(scope, stages, sums, today)),
      };
    },

    /** A further page of one column of the board, filtered as the board. */
    async stagePage(pipelineId: string, stageId: string, offset: number, limit: number, filter: BoardFilter = {}): Promise<StageContactsAnswer> {
      const stage = await repo.findStage(stageId);
      if (!stage || stage.pipeline_id !== pipelineId) throw notFound('stage_not_found');
      const count = (await stageSums(scope, { pipelineId, stageId, ...filter })).get(stageId)?.count ?? 0;
      const contacts = offset < count ? await columnPage({ pipelineId, stageId, ...filter }, offset, limit) : [];
      return { stageId, count, offset, limit, hasMore: offset + contacts.length < count, contacts };
    },
  };
  return repo;
}
