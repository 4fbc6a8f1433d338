// A contact's place in the pipeline: add, move, remove, status and history (docs/PRODUCT.md §4 "Contact in
// pipeline"). A contact sits in at most one stage (unique (org_slug, contact_id)); every add and
// every actual move is recorded in pipeline_history with the stage name of the time. Removals are
// not recorded: the Activity tab words every entry 'Moved to {stage}'.
// Soft-deleted contacts are treated as absent (404), but their entry is kept so an undo of the
// delete brings them back in the same stage.
import { uuidv7 } from 'uuidv7';
import { errorMessage, type Deal, type DealBody, type DealField, type HistoryEntry, type PipelineStatus } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { pipelineRepository, type StageWithPipeline } from './pipeline';
import { dealContext } from './deals';
import { dealOf, dealPatch, NO_DEAL } from './deal-values';
import { membersRepository } from './members';
import { moveInOneStatement } from './pipeline-move-postgres';
import { contactDisplayName } from './contact-name';
import { contactEntry } from './contact-entry';
import { changeActor, recordHistory, stageHistoryRow, type Change } from './pipeline-history';
import { audit, type AuditActor, type AuditEntry } from './audit-log';

export type { Change };

export type AddOutcome =
  | { added: true; status: PipelineStatus }
  /** Already in a pipeline: nothing changed; `message` is the warning the UI shows. */
  | { added: false; status: PipelineStatus; message: string; params: { name: string; stage: string } };

const NOT_IN_PIPELINE: PipelineStatus = { inPipeline: false, stageId: null, stageName: null, stageColor: null, pipelineId: null };

function statusOf(stage: Pick<StageWithPipeline, 'id' | 'name' | 'color' | 'pipeline_id'>): PipelineStatus {
  return { inPipeline: true, stageId: stage.id, stageName: stage.name, stageColor: stage.color, pipelineId: stage.pipeline_id };
}

export function pipelineEntriesRepository(scope: TenantScope) {
  const pipelines = pipelineRepository(scope);

  /** The live contact with its current entry and stage, or a 404. */
  async function contactWithEntry(contactId: string) {
    const row = await contactEntry(scope, contactId)
      .select([
        'contacts.id',
        'contacts.first',
        'contacts.last',
        'contacts.company_id',
        'stages.id as stage_id',
        'stages.name as stage_name',
        'stages.color as stage_color',
        'stages.pipeline_id',
      ])
      .executeTakeFirst();
    if (!row) throw notFound('contact_not_found');
    const { stage_id, stage_name, stage_color, pipeline_id } = row;
    const status =
      stage_id && stage_name !== null && stage_color !== null && pipeline_id
        ? statusOf({ id: stage_id, name: stage_name, color: stage_color, pipeline_id })
        : NOT_IN_PIPELINE;
    return { name: contactDisplayName(row), companyId: row.company_id, status };
  }

  /** The event of a deal's stage change (an add, a move or a removal) of `contact`, from one stage name to another. */
  function stageEvent(
    contactId: string,
    contact: { name: string; companyId: string | null },
    action: AuditEntry['action'],
    from: string | null,
    to: string | null,
  ): AuditEntry {
    return {
      action,
      record_type: 'deal',
      record_id: contactId,
      record_name: contact.name,
      contact_id: contactId,
      company_id: contact.companyId,
      changes: [{ field: 'stage', from, to }],
    };
  }

  async function stageOrDefault(stageId: string | undefined): Promise<StageWithPipeline> {
    if (stageId) {
      const stage = await pipelines.findStage(stageId);
      if (!stage) throw notFound('stage_not_found');
      return stage;
    }
    const pipeline = await pipelines.defaultPipeline();
    if (!pipeline) throw notFound('no_pipeline');
    const [first] = await pipelines.stages(pipeline.id);
    if (!first) throw notFound('no_stages');
    return { ...first, pipeline_id: pipeline.id };
  }

  return {
    async status(contactId: string): Promise<PipelineStatus> {
      return (await contactWithEntry(contactId)).status;
    },

    /**
     * Into `stageId`, or the first stage of the default pipeline when omitted, with the deal's
     * fields when given (the Undo of a removal; not recorded as deal changes). The owner defaults
     * to the caller.
     */
    async add(contactId: string, stageId: string | undefined, change: Change, deal: DealBody = {}): Promise<AddOutcome> {
      const contact = await contactWithEntry(contactId);
      const already = (status: PipelineStatus): AddOutcome => {
        const params = { name: contact.name, stage: status.stageName ?? 'unknown' };
        return { added: false, status, message: errorMessage('already_in_pipeline', params), params };
      };
      if (contact.status.inPipeline) return already(contact.status);
      const stage = await stageOrDefault(stageId);
      const columns = { ...NO_DEAL, owner_id: change.actorId ?? null, ...(await dealPatch(deal, NO_DEAL, dealContext(scope))) };
      const inserted = await scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const result = await tx
          .insertInto('pipeline_entries', {
            id: uuidv7(),
            pipeline_id: stage.pipeline_id,
            stage_id: stage.id,
            contact_id: contactId,
            entered_at: now,
            updated_at: now,
            ...columns,
          })
          // A concurrent add of the same contact won: report where it put them.
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await recordHistory(tx, stageHistoryRow(contactId, stage, now, change));
        await audit(tx, changeActor(change), stageEvent(contactId, contact, 'pipeline_added', null, stage.name), now);
        return true;
      });
      if (!inserted) return already((await contactWithEntry(contactId)).status);
      return { added: true, status: statusOf(stage) };
    },

    /**
     * Into any stage of the organisation; a stage of another pipeline moves the entry to that
     * pipeline. Moving to the stage the contact is already in changes and records nothing.
     */
    async move(contactId: string, stageId: string, change: Change): Promise<{ moved: boolean; status: PipelineStatus }> {
      if (scope.dialect === 'postgres') {
        const row = await moveInOneStatement(scope, contactId, stageId, change);
        if (row.first === null) throw notFound('contact_not_found');
        if (!row.target_id) throw notFound('stage_not_found');
        const name = contactDisplayName({ first: row.first, last: row.last ?? '' });
        if (!row.stage_id) throw notFound('not_in_pipeline', { params: { name } });
        if (row.moved)
          return {
            moved: true,
            status: statusOf({ id: row.target_id, name: row.target_name!, color: row.target_color!, pipeline_id: row.target_pipeline_id! }),
          };
        if (row.stage_id === row.target_id) {
          return { moved: false, status: statusOf({ id: row.stage_id, name: row.stage_name!, color: row.stage_color!, pipeline_id: row.pipeline_id! }) };
        }
        // Someone else moved or removed the entry after this statement's snapshot: decide afresh below.
      }
      const contact = await contactWithEntry(contactId);
      const stage = await pipelines.findStage(stageId);
      if (!stage) throw notFound('stage_not_found');
      if (!contact.status.inPipeline) throw notFound('not_in_pipeline', { params: { name: contact.name } });
      if (contact.status.stageId === stage.id) return { moved: false, status: contact.status };
      await scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const result = await tx
          .updateTable('pipeline_entries')
          .set({ pipeline_id: stage.pipeline_id, stage_id: stage.id, entered_at: now, updated_at: now })
          .where('contact_id', '=', contactId)
          .executeTakeFirst();
        // Removed by someone else since we looked: record nothing.
        if (Number(result.numUpdatedRows) === 0) throw notFound('not_in_pipeline', { params: { name: contact.name } });
        await recordHistory(tx, stageHistoryRow(contactId, stage, now, change));
        await audit(tx, changeActor(change), stageEvent(contactId, contact, 'stage_moved', contact.status.stageName, stage.name), now);
      });
      return { moved: true, status: statusOf(stage) };
    },

    /** Takes the contact out of its pipeline (recorded in the audit trail): the deal it held (for an Undo), or undefined if it was in none. */
    async remove(contactId: string, actor: AuditActor): Promise<Deal | undefined> {
      const contact = await contactWithEntry(contactId);
      const removed = await scope.transaction(async (tx) => {
        const entry = await tx
          .deleteFrom('pipeline_entries')
          .where('contact_id', '=', contactId)
          .returning(['stage_id', 'value_minor', 'currency', 'close_date', 'owner_id', 'next_step'])
          .executeTakeFirst();
        if (!entry) return undefined;
        const stage = await tx.selectFrom('stages').select('name').where('id', '=', entry.stage_id).executeTakeFirst();
        await audit(tx, actor, stageEvent(contactId, contact, 'pipeline_removed', stage?.name ?? contact.status.stageName, null));
        return entry;
      });
      if (!removed) return undefined;
      const ownerName = removed.owner_id ? ((await membersRepository(scope).name(removed.owner_id)) ?? null) : null;
      return dealOf({ ...removed, owner_name: ownerName });
    },

    /** Newest first: stage moves and deal changes. */
    async history(contactId: string, limit: number): Promise<HistoryEntry[]> {
      await contactWithEntry(contactId);
      const rows = await scope
        .selectFrom('pipeline_history')
        .where('contact_id', '=', contactId)
        .select(['id', 'stage_id', 'stage_name', 'changed_at', 'changed_by', 'notes', 'kind', 'field', 'old_value', 'new_value'])
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ kind, field, old_value, new_value, ...entry }) => ({
        ...entry,
        kind,
        change: kind === 'deal' && field ? { field: field as DealField, from: old_value, to: new_value } : null,
      }));
    },
  };
}
