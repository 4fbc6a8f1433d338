// Adding, deleting and reordering a pipeline's stages (docs/ARCHITECTURE.md §5 "Shaping
// pipelines"). Positions stay dense, 0..n-1 in board order, after each change; each change is one
// transaction with its audit events. A deleted stage's cards move to another stage of the same
// pipeline first, recorded as board moves (shape-moves.ts).
import { uuidv7 } from 'uuidv7';
import { NEW_STAGE_COLOR, STAGES_PER_PIPELINE_MAX, type CreateStageBody, type DeleteStageAnswer, type Stage } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { badRequest, conflict, notFound } from '../errors';
import { audit, auditText, type AuditActor } from './audit-log';
import { pipelineRepository } from './pipeline';
import { cardsIn, liveCount, recordCardMoves } from './shape-moves';

/** Writes position = index for each id whose stage is elsewhere (a pipeline has at most STAGES_PER_PIPELINE_MAX). */
async function renumber(tx: TenantScope, stages: readonly Pick<Stage, 'id' | 'position'>[]): Promise<void> {
  for (const [position, stage] of stages.entries()) {
    if (stage.position !== position) await tx.updateTable('stages').set({ position }).where('id', '=', stage.id).execute();
  }
}

/**
 * The pipeline's stages in board order, read after locking the pipeline's row on PostgreSQL, so
 * two shape changes of one pipeline take turns (SQLite has one writer): positions stay dense.
 */
async function lockedStages(tx: TenantScope, pipelineId: string): Promise<Stage[]> {
  if (tx.dialect === 'postgres') await tx.selectFrom('pipelines').select('id').where('id', '=', pipelineId).forUpdate().execute();
  return pipelineRepository(tx).stages(pipelineId);
}

/** Where a new stage goes without a position: after the last open stage, so before Won and Lost. */
function defaultPosition(stages: readonly Stage[]): number {
  let lastOpen = -1;
  stages.forEach((stage, index) => {
    if (stage.outcome === null) lastOpen = index;
  });
  return lastOpen + 1;
}

const ORDER_SEPARATOR = ' → ';

export function stageShapesRepository(scope: TenantScope) {
  const pipelines = pipelineRepository(scope);

  return {
    async add(pipelineId: string, body: CreateStageBody, actor: AuditActor): Promise<Stage> {
      const name = body.name.trim();
      if (!name) throw badRequest('stage_name_blank', { field: 'name' });
      const pipeline = await pipelines.get(pipelineId);
      return scope.transaction(async (tx) => {
        const stages = await lockedStages(tx, pipelineId);
        if (stages.length >= STAGES_PER_PIPELINE_MAX) throw conflict('stages_full', { params: { max: STAGES_PER_PIPELINE_MAX } });
        const position = Math.min(body.position ?? defaultPosition(stages), stages.length);
        const stage: Stage = {
          id: uuidv7(),
          name,
          color: (body.color ?? NEW_STAGE_COLOR).toLowerCase(),
          position,
          probability: body.probability ?? 0,
          outcome: body.outcome ?? null,
        };
        await tx.insertInto('stages', { ...stage, pipeline_id: pipelineId }).execute();
        await renumber(tx, [...stages.slice(0, position), stage, ...stages.slice(position)]);
        const fields = ['name', 'color', 'probability', 'outcome', 'position'] as const;
        const changes = fields.map((field) => ({ field, from: null, to: auditText(stage[field]) })).filter((c) => c.to !== null);
        await audit(tx, actor, {
          action: 'created',
          record_type: 'stage',
          record_id: stage.id,
          record_name: name,
          changes,
          details: { pipeline: pipeline.name },
        });
        return stage;
      });
    },

    /** Deletes it; its cards move to `moveTo` first (another stage of its pipeline). Without `moveTo`, a stage the board shows cards in is refused. */
    async remove(stageId: string, moveTo: string | undefined, actor: AuditActor): Promise<DeleteStageAnswer> {
      const found = await pipelines.findStage(stageId);
      if (!found) throw notFound('stage_not_found');
      return scope.transaction(async (tx) => {
        const stages = await lockedStages(tx, found.pipeline_id);
        const stage = stages.find((s) => s.id === stageId);
        if (!stage) throw notFound('stage_not_found');
        if (stages.length === 1) throw conflict('stage_last');
        const target = moveTo === undefined ? undefined : stages.find((s) => s.id === moveTo && s.id !== stageId);
        if (moveTo !== undefined && !target) throw badRequest('stage_move_target_invalid', { field: 'move_to' });
        const cards = await cardsIn(tx, { stageId });
        const now = new Date().toISOString();
        let moved = 0;
        if (!target) {
          const live = liveCount(cards);
          if (live > 0) throw conflict('stage_has_cards', { params: { count: live } });
        } else if (cards.length) {
          await tx.updateTable('pipeline_entries').set({ stage_id: target.id, entered_at: now, updated_at: now }).where('stage_id', '=', stageId).execute();
          const historyStage = { id: target.id, name: target.name, pipeline_id: found.pipeline_id };
          const notes = `Stage ${stage.name} deleted`;
          await recordCardMoves(tx, actor, { moved: cards, stageNames: new Map([[stageId, stage.name]]), target: historyStage, notes }, now);
          moved = liveCount(cards);
        }
        // Entries of deleted contacts nothing moved go with it (the foreign key cascades).
        await tx.deleteFrom('stages').where('id', '=', stageId).execute();
        await renumber(
          tx,
          stages.filter((s) => s.id !== stageId),
        );
        const details = { moved, ...(target ? { moved_to: target.name } : {}) };
        await audit(tx, actor, { action: 'deleted', record_type: 'stage', record_id: stageId, record_name: stage.name, details }, now);
        return { success: true as const, moved };
      });
    },

    /** `stageIds` must be exactly the pipeline's stages, each once; the new order is recorded when it differs. */
    async reorder(pipelineId: string, stageIds: readonly string[], actor: AuditActor): Promise<Stage[]> {
      const pipeline = await pipelines.get(pipelineId);
      await scope.transaction(async (tx) => {
        const stages = await lockedStages(tx, pipelineId);
        const byId = new Map(stages.map((s) => [s.id, s]));
        const same = stageIds.length === stages.length && new Set(stageIds).size === stageIds.length && stageIds.every((id) => byId.has(id));
        if (!same) throw badRequest('stage_order_mismatch', { field: 'stageIds' });
        const ordered = stageIds.map((id) => byId.get(id)!);
        await renumber(tx, ordered);
        const order = (list: readonly Stage[]) => list.map((s) => s.name).join(ORDER_SEPARATOR);
        if (ordered.some((s, i) => s.id !== stages[i]!.id)) {
          const changes = [{ field: 'stages', from: order(stages), to: order(ordered) }];
          await audit(tx, actor, { action: 'reordered', record_type: 'pipeline', record_id: pipelineId, record_name: pipeline.name, changes });
        }
      });
      return pipelines.stages(pipelineId);
    },
  };
}
