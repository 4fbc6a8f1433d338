// Creating, renaming, choosing the default and deleting pipelines (docs/ARCHITECTURE.md §5
// "Shaping pipelines"). Each change is one transaction with its audit events; a deletion moves
// its cards to another pipeline's first stage first, recorded as board moves (shape-moves.ts).
import { uuidv7 } from 'uuidv7';
import { PIPELINES_MAX, type DeletePipelineAnswer, type PipelineListItem } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { badRequest, conflict, notFound } from '../errors';
import { audit, type AuditActor } from './audit-log';
import { pipelineRepository } from './pipeline';
import { defaultStageRows } from './pipeline-defaults';
import { cardsIn, liveCount, recordCardMoves } from './shape-moves';

/** Locks the organisation's pipeline rows on PostgreSQL (two admins choosing defaults or deleting at once queue); SQLite has one writer. */
async function lockPipelines(tx: TenantScope): Promise<void> {
  if (tx.dialect === 'postgres') await tx.selectFrom('pipelines').select('id').forUpdate().execute();
}

/** Names compare trimmed and case-blind: "Renewals" and "renewals " are one name in a pipeline select. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function pipelineShapesRepository(scope: TenantScope) {
  const pipelines = pipelineRepository(scope);

  async function found(id: string): Promise<PipelineListItem> {
    const pipeline = (await pipelines.list()).find((p) => p.id === id);
    if (!pipeline) throw notFound('pipeline_not_found');
    return pipeline;
  }

  async function refuseTakenName(name: string, exceptId?: string): Promise<void> {
    if ((await pipelines.list()).some((p) => p.id !== exceptId && sameName(p.name, name)))
      throw conflict('pipeline_name_taken', { field: 'name', params: { name } });
  }

  return {
    /** A pipeline with the six default stages; refused past PIPELINES_MAX or with a name another pipeline has. */
    async create(rawName: string, actor: AuditActor): Promise<PipelineListItem> {
      const name = rawName.trim();
      if (!name) throw badRequest('pipeline_name_blank', { field: 'name' });
      if ((await pipelines.list()).length >= PIPELINES_MAX) throw conflict('pipelines_full', { params: { max: PIPELINES_MAX } });
      await refuseTakenName(name);
      const id = uuidv7();
      await scope.transaction(async (tx) => {
        const inserted = await tx
          .insertInto('pipelines', { id, name, created_at: new Date().toISOString(), is_default: null })
          // 'Default Sales Pipeline' is unique per organisation (migration 0005): one made meanwhile won.
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict('pipeline_name_taken', { field: 'name', params: { name } });
        await tx.insertInto('stages', defaultStageRows(id)).execute();
        await audit(tx, actor, {
          action: 'created',
          record_type: 'pipeline',
          record_id: id,
          record_name: name,
          changes: [{ field: 'name', from: null, to: name }],
        });
      });
      return found(id);
    },

    /** Renames it and/or makes it THE default (the one chosen before no longer is). */
    async update(id: string, change: { name?: string; isDefault?: true }, actor: AuditActor): Promise<PipelineListItem> {
      const before = await found(id);
      const name = change.name?.trim();
      if (name !== undefined && !name) throw badRequest('pipeline_name_blank', { field: 'name' });
      if (name !== undefined) await refuseTakenName(name, id);
      await scope.transaction(async (tx) => {
        await lockPipelines(tx);
        const changes = [];
        if (name !== undefined && name !== before.name) {
          await tx.updateTable('pipelines').set({ name }).where('id', '=', id).execute();
          changes.push({ field: 'name', from: before.name, to: name });
        }
        if (change.isDefault) {
          // Cleared first: the partial unique index allows one chosen default per organisation.
          await tx.updateTable('pipelines').set({ is_default: null }).where('is_default', '=', 1).where('id', '<>', id).execute();
          await tx.updateTable('pipelines').set({ is_default: 1 }).where('id', '=', id).execute();
          if (!before.isDefault) changes.push({ field: 'default', from: 'false', to: 'true' });
        }
        if (changes.length) await audit(tx, actor, { action: 'updated', record_type: 'pipeline', record_id: id, record_name: name ?? before.name, changes });
      });
      return found(id);
    },

    /**
     * Deletes it with its stages. Its cards move to `moveTo`'s first stage (entered now, a history
     * row each); a card whose contact already is in that pipeline is dropped instead (its history
     * stays). Without `moveTo`, a pipeline the board shows cards in is refused.
     */
    async remove(id: string, moveTo: string | undefined, actor: AuditActor): Promise<DeletePipelineAnswer> {
      const all = await pipelines.list();
      const pipeline = all.find((p) => p.id === id);
      if (!pipeline) throw notFound('pipeline_not_found');
      if (all.length === 1) throw conflict('pipeline_last');
      const target = moveTo === undefined ? undefined : all.find((p) => p.id === moveTo && p.id !== id);
      if (moveTo !== undefined && !target) throw badRequest('pipeline_move_target_invalid', { field: 'move_to' });
      return scope.transaction(async (tx) => {
        await lockPipelines(tx);
        const cards = await cardsIn(tx, { pipelineId: id });
        const now = new Date().toISOString();
        let answer: DeletePipelineAnswer = { success: true, moved: 0, merged: 0 };
        if (!target) {
          const live = liveCount(cards);
          if (live > 0) throw conflict('pipeline_has_deals', { params: { count: live } });
        } else if (cards.length) {
          const [first] = await pipelineRepository(tx).stages(target.id);
          if (!first) throw badRequest('pipeline_move_target_invalid', { field: 'move_to' });
          // A contact may be in several pipelines: one already in the target keeps that entry.
          const dropped = await tx
            .deleteFrom('pipeline_entries')
            .where('pipeline_id', '=', id)
            .where('contact_id', 'in', tx.selectFrom('pipeline_entries').select('contact_id').where('pipeline_id', '=', target.id))
            .returning('contact_id')
            .execute();
          const droppedIds = new Set(dropped.map((row) => row.contact_id));
          await tx
            .updateTable('pipeline_entries')
            .set({ pipeline_id: target.id, stage_id: first.id, entered_at: now, updated_at: now })
            .where('pipeline_id', '=', id)
            .execute();
          const stageNames = new Map((await tx.selectFrom('stages').select(['id', 'name']).where('pipeline_id', '=', id).execute()).map((s) => [s.id, s.name]));
          const moved = cards.filter((card) => !droppedIds.has(card.contact_id));
          const droppedCards = cards.filter((card) => droppedIds.has(card.contact_id));
          const stage = { id: first.id, name: first.name, pipeline_id: target.id };
          await recordCardMoves(tx, actor, { moved, dropped: droppedCards, stageNames, target: stage, notes: `Pipeline ${pipeline.name} deleted` }, now);
          answer = { success: true, moved: liveCount(moved), merged: liveCount(droppedCards) };
        }
        // Its stages go with it (and the entries of deleted contacts when nothing moved them: foreign keys cascade).
        await tx.deleteFrom('pipelines').where('id', '=', id).execute();
        const details = { moved: answer.moved, merged: answer.merged, ...(target ? { moved_to: target.name } : {}) };
        await audit(tx, actor, { action: 'deleted', record_type: 'pipeline', record_id: id, record_name: pipeline.name, details }, now);
        return answer;
      });
    },
  };
}
