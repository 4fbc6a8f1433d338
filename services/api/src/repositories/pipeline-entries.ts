// A contact's place in the pipelines: add, move, remove, status and history (docs/PRODUCT.md §4 "Contact in
// pipeline"). A contact has at most one entry per pipeline (unique (org_slug, contact_id,
// pipeline_id), migration 0026); a call names the pipeline or acts on the primary entry
// (contact-entry.ts). Every add and every actual move is recorded in pipeline_history with the
// stage name of the time. Removals are not recorded: the Activity tab words every entry 'Moved to {stage}'.
// Soft-deleted contacts are treated as absent (404), but their entry is kept so an undo of the
// delete brings them back in the same stage.
import { uuidv7 } from 'uuidv7';
import { errorMessage, type Deal, type DealBody, type DealField, type HistoryEntry, type PipelineStatus, type PipelineStatusAnswer } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { pipelineRepository, type StageWithPipeline } from './pipeline';
import { dealContext } from './deals';
import { dealOf, dealPatch, NO_DEAL } from './deal-values';
import { membersRepository } from './members';
import { moveInOneStatement } from './pipeline-move-postgres';
import { contactDisplayName } from './contact-name';
import { contactEntry, entryChoice, type EntryChoice } from './contact-entry';
import { contactEntries } from './contact-entries';
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

  /** The live contact with the chosen entry and its stage, or a 404. */
  async function contactWithEntry(contactId: string, which: EntryChoice) {
    const row = await contactEntry(scope, contactId, which)
      .select([
        'pipeline_entries.id as entry_id',
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
    return { name: contactDisplayName(row), companyId: row.company_id, entryId: row.entry_id, status };
  }

  /** The choice a `pipeline_id` query makes; an unknown (or another organisation's) pipeline is a 404. */
  async function choiceOf(pipelineId: string | undefined): Promise<EntryChoice> {
    if (pipelineId !== undefined) await pipelines.get(pipelineId);
    return entryChoice(pipelineId);
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
    /** The chosen (or primary) entry's stage, and every entry of the contact. */
    async status(contactId: string, pipelineId?: string): Promise<PipelineStatusAnswer> {
      const { status } = await contactWithEntry(contactId, await choiceOf(pipelineId));
      return { ...status, entries: await contactEntries(scope, contactId) };
    },

    /**
     * Into `stageId`, or the first stage of the default pipeline when omitted, with the deal's
     * fields when given (the Undo of a removal; not recorded as deal changes). The owner defaults
     * to the caller. A contact already in the stage's pipeline stays where it is (its entries in
     * other pipelines do not matter).
     */
    async add(contactId: string, stageId: string | undefined, change: Change, deal: DealBody = {}): Promise<AddOutcome> {
      const stage = await stageOrDefault(stageId);
      const inPipeline = { pipelineId: stage.pipeline_id };
      const contact = await contactWithEntry(contactId, inPipeline);
      const already = (status: PipelineStatus): AddOutcome => {
        const params = { name: contact.name, stage: status.stageName ?? 'unknown' };
        return { added: false, status, message: errorMessage('already_in_pipeline', params), params };
      };
      if (contact.status.inPipeline) return already(contact.status);
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
          // A concurrent add of the same contact to this pipeline won: report where it put them.
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await recordHistory(tx, stageHistoryRow(contactId, stage, now, change));
        await audit(tx, changeActor(change), stageEvent(contactId, contact, 'pipeline_added', null, stage.name), now);
        return true;
      });
      if (!inserted) return already((await contactWithEntry(contactId, inPipeline)).status);
      return { added: true, status: statusOf(stage) };
    },

    /**
     * Into any stage of the organisation: the contact's entry in the stage's pipeline moves; a
     * contact with no entry there but exactly one elsewhere has that one moved across to the
     * stage's pipeline; else 404 not_in_pipeline. Moving to the stage the entry is already in
     * changes and records nothing.
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
      const contact = await contactWithEntry(contactId, { forStage: stageId });
      const stage = await pipelines.findStage(stageId);
      if (!stage) throw notFound('stage_not_found');
      if (!contact.status.inPipeline) throw notFound('not_in_pipeline', { params: { name: contact.name } });
      if (contact.status.stageId === stage.id) return { moved: false, status: contact.status };
      await scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const result = await tx
          .updateTable('pipeline_entries')
          .set({ pipeline_id: stage.pipeline_id, stage_id: stage.id, entered_at: now, updated_at: now })
          .where('id', '=', contact.entryId!)
          .executeTakeFirst();
        // Removed by someone else since we looked: record nothing.
        if (Number(result.numUpdatedRows) === 0) throw notFound('not_in_pipeline', { params: { name: contact.name } });
        await recordHistory(tx, stageHistoryRow(contactId, stage, now, change));
        await audit(tx, changeActor(change), stageEvent(contactId, contact, 'stage_moved', contact.status.stageName, stage.name), now);
      });
      return { moved: true, status: statusOf(stage) };
    },

    /**
     * Takes the contact out of the pipeline (`pipelineId`, else its primary entry's; recorded in
     * the audit trail): the deal it held (for an Undo), or undefined if it had no such entry.
     */
    async remove(contactId: string, actor: AuditActor, pipelineId?: string): Promise<Deal | undefined> {
      const contact = await contactWithEntry(contactId, await choiceOf(pipelineId));
      if (!contact.entryId) return undefined;
      const removed = await scope.transaction(async (tx) => {
        const entry = await tx
          .deleteFrom('pipeline_entries')
          .where('id', '=', contact.entryId!)
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

    /** Newest first: stage moves and deal changes, in every pipeline or in `pipelineId`'s. */
    async history(contactId: string, limit: number, pipelineId?: string): Promise<HistoryEntry[]> {
      await contactWithEntry(contactId, await choiceOf(pipelineId));
      let query = scope.selectFrom('pipeline_history').where('contact_id', '=', contactId);
      if (pipelineId !== undefined) query = query.where('pipeline_id', '=', pipelineId);
      const rows = await query
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
