// Every live card of a pipeline (of one owner when given, of the contacts the list's filters match) for the deals CSV: stage by stage in
// board order, newest arrival first within a stage, a batch at a time (keyset on the board
// index's (entered_at, id)), so a big pipeline is streamed, never held.
import { ownedBy } from '../db/record-access';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from '../errors';
import { contactFilterConditions, type ContactFilter, type FilterClock } from './contact-filter';

export interface ExportDeal {
  first: string;
  last: string;
  company: string | null;
  company_name: string | null;
  stage_name: string;
  probability: number;
  value_minor: string | number | null;
  currency: string | null;
  close_date: string | null;
  owner_name: string | null;
}

export const DEAL_EXPORT_BATCH = 5_000;

/** Throws 404 before the first row when the pipeline is not the organisation's. */
export async function dealExportBatches(
  scope: TenantScope,
  pipelineId: string,
  ownerId?: string,
  size = DEAL_EXPORT_BATCH,
  contacts: { filter: ContactFilter; clock?: FilterClock } = { filter: {} },
) {
  // The contact list's filters, on the joined contacts row (checked before the first row).
  const conditions = contactFilterConditions(scope, contacts.filter, contacts.clock);
  const pipeline = await scope.selectFrom('pipelines').select('id').where('id', '=', pipelineId).executeTakeFirst();
  if (!pipeline) throw notFound('pipeline_not_found');
  const stages = await scope
    .selectFrom('stages')
    .where('pipeline_id', '=', pipelineId)
    .select(['id', 'name', 'probability'])
    .orderBy('position')
    .orderBy('id')
    .execute();

  function page(stageId: string, after: { entered_at: string; id: string } | undefined) {
    let query = scope
      .selectFrom('pipeline_entries')
      .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
      .leftJoin('companies', (j) =>
        j.onRef('companies.org_slug', '=', 'contacts.org_slug').onRef('companies.id', '=', 'contacts.company_id').on('companies.deleted_at', 'is', null),
      )
      .leftJoin('members', (j) => j.onRef('members.org_slug', '=', 'pipeline_entries.org_slug').onRef('members.id', '=', 'pipeline_entries.owner_id'))
      .where('contacts.deleted_at', 'is', null)
      .where('pipeline_entries.pipeline_id', '=', pipelineId)
      .where('pipeline_entries.stage_id', '=', stageId)
      // Deals follow their contact's record access (db/record-access.ts).
      .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)));
    if (ownerId) query = query.where('pipeline_entries.owner_id', '=', ownerId);
    for (const condition of conditions) query = query.where(condition);
    if (after) query = query.where((eb) => eb(eb.refTuple('pipeline_entries.entered_at', 'pipeline_entries.id'), '<', eb.tuple(after.entered_at, after.id)));
    return query
      .select([
        'pipeline_entries.entered_at',
        'pipeline_entries.id',
        'contacts.first',
        'contacts.last',
        'contacts.company',
        'companies.name as company_name',
        'pipeline_entries.value_minor',
        'pipeline_entries.currency',
        'pipeline_entries.close_date',
        'members.name as owner_name',
      ])
      .orderBy('pipeline_entries.entered_at', 'desc')
      .orderBy('pipeline_entries.id', 'desc')
      .limit(size)
      .execute();
  }

  return (async function* batches(): AsyncGenerator<ExportDeal[]> {
    for (const stage of stages) {
      let after: { entered_at: string; id: string } | undefined;
      for (;;) {
        const rows = await page(stage.id, after);
        if (rows.length) yield rows.map(({ entered_at: _e, id: _id, ...r }) => ({ ...r, stage_name: stage.name, probability: stage.probability }));
        if (rows.length < size) break;
        const last = rows[rows.length - 1]!;
        after = { entered_at: last.entered_at, id: last.id };
      }
    }
  })();
}
