// Pipelines, their stages and the board. Entries (add/move/remove/status/history) live in
// pipeline-entries.ts; the stage of many contacts at once in pipeline-contact-stages.ts.
import { uuidv7 } from 'uuidv7';
import type { Board, BoardCard, BoardStage, Pipeline, PipelineListItem, Stage, StageContactsAnswer } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { DEFAULT_PIPELINE_NAME, DEFAULT_STAGES, markDefault } from './pipeline-defaults';

export { contactStages, type ContactStage } from './pipeline-contact-stages';

/** A stage with the pipeline it belongs to (internal: the API's answers leave pipeline_id out). */
export interface StageWithPipeline extends Stage {
  pipeline_id: string;
}

export function pipelineRepository(scope: TenantScope) {
  /** Entries whose contact is live (soft-deleted contacts keep their entry but leave the board). */
  function liveEntries() {
    return scope
      .selectFrom('pipeline_entries')
      .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
      .where('contacts.deleted_at', 'is', null);
  }

  /** Board cards: the contact with the name of its company (unless that company is deleted). */
  function cards() {
    return liveEntries()
      .leftJoin('companies', (j) =>
        j.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
      )
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
      ])
      .orderBy('pipeline_entries.entered_at', 'desc')
      .orderBy('pipeline_entries.id', 'desc');
  }

  /** One page of one column, newest arrival first; (entered_at, id) is unique, so pages never overlap. */
  function columnPage(pipelineId: string, stageId: string, offset: number, limit: number): Promise<BoardCard[]> {
    return cards()
      .where('pipeline_entries.pipeline_id', '=', pipelineId)
      .where('pipeline_entries.stage_id', '=', stageId)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async function stageCounts(pipelineId: string, stageId?: string): Promise<Map<string, number>> {
    let query = liveEntries().where('pipeline_entries.pipeline_id', '=', pipelineId);
    if (stageId) query = query.where('pipeline_entries.stage_id', '=', stageId);
    const rows = await query
      .select(['pipeline_entries.stage_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('pipeline_entries.stage_id')
      .execute();
    return new Map(rows.map((r) => [r.stage_id, Number(r.n)]));
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
        await tx
          .insertInto(
            'stages',
            DEFAULT_STAGES.map((s, position) => ({ id: uuidv7(), pipeline_id: id, name: s.name, color: s.color, position })),
          )
          .execute();
      });
    },

    /** Oldest first, so the default pipeline (created first) leads; each says whether it is the default. */
    async list(): Promise<PipelineListItem[]> {
      const all = await scope.selectFrom('pipelines').select(['id', 'name', 'created_at']).orderBy('created_at').orderBy('id').execute();
      return markDefault(all);
    },

    async get(id: string): Promise<Pipeline> {
      const row = await scope.selectFrom('pipelines').where('id', '=', id).select(['id', 'name', 'created_at']).executeTakeFirst();
      if (!row) throw notFound('Pipeline not found');
      return row;
    },

    /** SPEC §9 (pipeline-defaults.ts): the one list() marks isDefault. */
    async defaultPipeline(): Promise<Pipeline | undefined> {
      const found = (await repo.list()).find((p) => p.isDefault);
      return found && { id: found.id, name: found.name, created_at: found.created_at };
    },

    async stages(pipelineId: string): Promise<Stage[]> {
      await repo.get(pipelineId);
      return scope
        .selectFrom('stages')
        .where('pipeline_id', '=', pipelineId)
        .select(['id', 'name', 'color', 'position'])
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async findStage(stageId: string): Promise<StageWithPipeline | undefined> {
      return scope.selectFrom('stages').where('id', '=', stageId).select(['id', 'pipeline_id', 'name', 'color', 'position']).executeTakeFirst();
    },

    /** Name is stored trimmed, colour lower-case; the route has validated both. */
    async updateStage(stageId: string, change: { name?: string; color?: string }): Promise<Stage> {
      const set: { name?: string; color?: string } = {};
      if (change.name !== undefined) set.name = change.name.trim();
      if (change.color !== undefined) set.color = change.color.toLowerCase();
      const result = await scope.updateTable('stages').set(set).where('id', '=', stageId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('Stage not found');
      const stage = await repo.findStage(stageId);
      if (!stage) throw notFound('Stage not found');
      const { pipeline_id: _pipelineId, ...rest } = stage;
      return rest;
    },

    /** Every stage with its full live count and the first `limit` contacts (newest in the stage first). */
    async board(pipelineId: string, limit: number): Promise<Board> {
      const pipeline = await repo.get(pipelineId);
      const stages = await scope
        .selectFrom('stages')
        .where('pipeline_id', '=', pipelineId)
        .select(['id', 'name', 'color', 'position'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      const counts = await stageCounts(pipelineId);
      const boardStages: BoardStage[] = [];
      // One short index walk per column. Measured on both databases: folding the columns into one
      // statement (IN-subqueries or a UNION) plans worse on PostgreSQL, and running them in
      // parallel holds most of its pool for a gain lost in noise.
      for (const stage of stages) {
        const count = counts.get(stage.id) ?? 0;
        const contacts = count > 0 && limit > 0 ? await columnPage(pipelineId, stage.id, 0, limit) : [];
        boardStages.push({ ...stage, count, contacts });
      }
      return { pipeline, stages: boardStages, totalContacts: boardStages.reduce((n, s) => n + s.count, 0) };
    },

    /** A further page of one column of the board. */
    async stagePage(pipelineId: string, stageId: string, offset: number, limit: number): Promise<StageContactsAnswer> {
      const stage = await repo.findStage(stageId);
      if (!stage || stage.pipeline_id !== pipelineId) throw notFound('Stage not found');
      const count = (await stageCounts(pipelineId, stageId)).get(stageId) ?? 0;
      const contacts = offset < count ? await columnPage(pipelineId, stageId, offset, limit) : [];
      return { stageId, count, offset, limit, hasMore: offset + contacts.length < count, contacts };
    },
  };
  return repo;
}
