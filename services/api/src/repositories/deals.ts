// A contact's deal (the deal columns of its pipeline entry): read it, change it and record each
// change in the pipeline history (kind 'deal'), in one transaction with the update.
import type { DealAnswer, DealBody, DealReadAnswer } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { dealChanges, dealOf, dealPatch, type DealColumns, type DealContext } from './deal-values';
import { membersRepository } from './members';
import { organisationSettingsRepository } from './organisation-settings';
import { contactDisplayName } from './contact-name';
import { contactEntry, entryChoice } from './contact-entry';
import { pipelineRepository } from './pipeline';
import { dealHistoryRows, recordHistory } from './pipeline-history';
import { audit, type AuditActor } from './audit-log';

/** Members and the default currency as a body's checks need them, each read at most once. */
export function dealContext(scope: TenantScope): DealContext {
  let currency: Promise<string> | undefined;
  return {
    defaultCurrency: () =>
      (currency ??= organisationSettingsRepository(scope)
        .get()
        .then((s) => s.default_currency)),
    memberName: (id) => membersRepository(scope).name(id),
  };
}

/**
 * The live contact's entry in `pipelineId` (else its primary entry) with its deal and stage; 404
 * when the contact or the pipeline is absent or the contact has no such entry.
 */
async function entryOf(scope: TenantScope, contactId: string, pipelineId: string | undefined) {
  if (pipelineId !== undefined) await pipelineRepository(scope).get(pipelineId);
  const row = await contactEntry(scope, contactId, entryChoice(pipelineId))
    .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
    .select([
      'contacts.first',
      'contacts.last',
      'contacts.company_id',
      'pipeline_entries.id as entry_id',
      'pipeline_entries.pipeline_id',
      'stages.id as stage_id',
      'stages.name as stage_name',
      'pipeline_entries.value_minor',
      'pipeline_entries.currency',
      'pipeline_entries.close_date',
      'pipeline_entries.owner_id',
      'pipeline_entries.next_step',
      'members.name as owner_name',
    ])
    .executeTakeFirst();
  if (!row) throw notFound('contact_not_found');
  const { entry_id, pipeline_id, stage_id, stage_name } = row;
  if (!entry_id || !pipeline_id || !stage_id || stage_name === null) throw notFound('not_in_pipeline', { params: { name: contactDisplayName(row) } });
  const columns: DealColumns = {
    value_minor: row.value_minor,
    currency: row.currency,
    close_date: row.close_date,
    owner_id: row.owner_id,
    next_step: row.next_step,
  };
  const subject = { name: contactDisplayName(row), companyId: row.company_id };
  return { entry_id, pipeline_id, stage_id, stage_name, columns, subject, deal: dealOf({ ...columns, owner_name: row.owner_name }) };
}

export function dealsRepository(scope: TenantScope) {
  return {
    async read(contactId: string, pipelineId?: string): Promise<DealReadAnswer> {
      const { deal } = await entryOf(scope, contactId, pipelineId);
      return { deal, defaultCurrency: await dealContext(scope).defaultCurrency() };
    },

    /**
     * Only the fields sent change; each actual change is one history row, and all of them one
     * audit event by `by`. Nothing changed: no write, `changes: []`.
     */
    async update(contactId: string, body: DealBody, actor: string | null, by: AuditActor, pipelineId?: string): Promise<DealAnswer> {
      return scope.transaction(async (tx) => {
        const entry = await entryOf(tx, contactId, pipelineId);
        const ctx = dealContext(tx);
        const after: DealColumns = { ...entry.columns, ...(await dealPatch(body, entry.columns, ctx)) };
        const changes = await dealChanges(entry.columns, after, ctx.memberName);
        if (changes.length === 0 && sameColumns(entry.columns, after)) return { deal: entry.deal, changes };
        const now = new Date().toISOString();
        await tx
          .updateTable('pipeline_entries')
          .set({ ...after, updated_at: now })
          .where('id', '=', entry.entry_id)
          .execute();
        if (changes.length) {
          const stage = { pipeline_id: entry.pipeline_id, id: entry.stage_id, name: entry.stage_name };
          await recordHistory(tx, dealHistoryRows(contactId, stage, now, actor, changes));
          const { name, companyId } = entry.subject;
          await audit(
            tx,
            by,
            { action: 'updated', record_type: 'deal', record_id: contactId, record_name: name, contact_id: contactId, company_id: companyId, changes },
            now,
          );
        }
        const ownerName = after.owner_id ? ((await ctx.memberName(after.owner_id)) ?? null) : null;
        return { deal: dealOf({ ...after, owner_name: ownerName }), changes };
      });
    },
  };
}

function sameColumns(a: DealColumns, b: DealColumns): boolean {
  const minor = (v: DealColumns['value_minor']) => (v === null ? null : String(v));
  return (
    minor(a.value_minor) === minor(b.value_minor) &&
    a.currency === b.currency &&
    a.close_date === b.close_date &&
    a.owner_id === b.owner_id &&
    a.next_step === b.next_step
  );
}
