// One record in every table for an organisation, created through the tenant scope (so seeding
// also exercises it), and a snapshot of everything an organisation owns.
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../../src/db/connection';
import { TENANT_TABLES } from '../../src/db/schema';
import { tenantScope } from '../../src/db/tenant-scope';
import { alice, bob } from './tokens';

/** Text planted in the seeded records; it must never appear in another organisation's answers. */
export const LEAK_MARKER = 'zqxorgonlymarker';

export interface SeedIds {
  contactId: string;
  companyId: string;
  noteId: string;
  attachmentId: string;
  pipelineId: string;
  stageId: string;
  entryId: string;
  historyId: string;
  /** An audit event about the contact (and so its company), made by the user id organisation B's caller has too. */
  auditEventId: string;
  /** A member of the organisation (the owner of its contact and deal). */
  memberId: string;
  /** An activity about the contact's deal (and so the contact and its company), of the organisation's own type. */
  activityId: string;
  activityTypeId: string;
  /** A reminder in the notification centre of the user id organisation B's caller has too. */
  notificationId: string;
  /** Merges that can still be undone: the contact's (with one move, its note) and the company's, each having merged nothing else. */
  contactMergeId: string;
  companyMergeId: string;
  /** Saved views of the contacts list: a private one of the user id organisation B's caller has (their default), and a shared one. */
  privateViewId: string;
  sharedViewId: string;
  /** Seeded through the API when the app runs (helpers/tenancy.ts): an import job of the organisation. */
  importId?: string;
  /** Made through the API when the app runs (helpers/tenancy.ts): a pending invitation of the organisation. */
  invitationId?: string;
}

export async function seedOrganisation(handle: DbHandle, orgSlug: string): Promise<SeedIds> {
  const scope = tenantScope(handle.db, orgSlug, handle.dialect);
  const now = new Date().toISOString();
  const ids: SeedIds = {
    contactId: uuidv7(),
    companyId: uuidv7(),
    noteId: uuidv7(),
    attachmentId: uuidv7(),
    pipelineId: uuidv7(),
    stageId: uuidv7(),
    entryId: uuidv7(),
    historyId: uuidv7(),
    auditEventId: uuidv7(),
    memberId: `member-${uuidv7()}`,
    activityId: uuidv7(),
    activityTypeId: uuidv7(),
    notificationId: uuidv7(),
    contactMergeId: uuidv7(),
    companyMergeId: uuidv7(),
    privateViewId: uuidv7(),
    sharedViewId: uuidv7(),
  };
  await scope.transaction(async (tx) => {
    await tx
      .insertInto('members', { id: ids.memberId, name: `Owner ${LEAK_MARKER}`, email: `owner@${LEAK_MARKER}.test`, first_seen_at: now, last_seen_at: now })
      .execute();
    // One row per organisation: a second seed of the same organisation keeps the first's.
    await tx
      .insertInto('organisation_settings', { default_currency: 'EUR', updated_at: now })
      .onConflict((oc) => oc.column('org_slug').doNothing())
      .execute();
    await tx
      .insertInto('exchange_rates', { currency: 'USD', valid_from: '2020-01-01', rate: '0.92', updated_at: now, updated_by: ids.memberId })
      .onConflict((oc) => oc.columns(['org_slug', 'currency', 'valid_from']).doNothing())
      .execute();
    // Preferences of this organisation's members, one of them under the id organisation B's user
    // has: a user id alone must never reach another organisation's row.
    await tx
      .insertInto('user_preferences', [
        { user_id: alice.sub, language: 'fr', updated_at: now },
        { user_id: bob.sub, language: 'de', updated_at: now },
      ])
      .onConflict((oc) => oc.columns(['org_slug', 'user_id']).doNothing())
      .execute();
    await tx
      .insertInto('companies', {
        id: ids.companyId,
        name: `Acme ${LEAK_MARKER}`,
        industry: 'Technology',
        size: 'small',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await tx
      .insertInto('contacts', {
        id: ids.contactId,
        first: 'Ada',
        last: LEAK_MARKER,
        email: `ada@${LEAK_MARKER}.test`,
        company: `Acme ${LEAK_MARKER}`,
        company_id: ids.companyId,
        tags: 'vip',
        owner_id: ids.memberId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await tx.insertInto('notes', { id: ids.noteId, contact_id: ids.contactId, body: `Note ${LEAK_MARKER}`, created_at: now, updated_at: now }).execute();
    await tx
      .insertInto('attachments', {
        id: ids.attachmentId,
        contact_id: ids.contactId,
        filename: `${LEAK_MARKER}.txt`,
        mime_type: 'text/plain',
        size: 5,
        uploaded_at: now,
      })
      .execute();
    await tx.insertInto('attachment_data', { id: ids.attachmentId, data: Buffer.from('hello') }).execute();
    await tx.insertInto('pipelines', { id: ids.pipelineId, name: `Default Sales Pipeline ${LEAK_MARKER}`, created_at: now }).execute();
    await tx.insertInto('stages', { id: ids.stageId, pipeline_id: ids.pipelineId, name: `Lead ${LEAK_MARKER}`, color: '#3b82f6', position: 0 }).execute();
    await tx
      .insertInto('pipeline_entries', {
        id: ids.entryId,
        pipeline_id: ids.pipelineId,
        stage_id: ids.stageId,
        contact_id: ids.contactId,
        entered_at: now,
        updated_at: now,
        value_minor: '1234500',
        currency: 'EUR',
        close_date: '2030-01-31',
        owner_id: ids.memberId,
        next_step: `Call ${LEAK_MARKER}`,
      })
      .execute();
    await tx
      .insertInto('pipeline_history', {
        id: ids.historyId,
        contact_id: ids.contactId,
        pipeline_id: ids.pipelineId,
        stage_id: ids.stageId,
        stage_name: `Lead ${LEAK_MARKER}`,
        changed_at: now,
        changed_by: 'Alice Anders',
        notes: null,
      })
      .execute();
    await tx
      .insertInto('audit_events', {
        id: ids.auditEventId,
        at: now,
        actor_id: bob.sub,
        actor_name: `Actor ${LEAK_MARKER}`,
        action: 'updated',
        record_type: 'contact',
        record_id: ids.contactId,
        record_name: `Contact ${LEAK_MARKER}`,
        contact_id: ids.contactId,
        company_id: ids.companyId,
        changes: JSON.stringify([{ field: 'last', from: 'Old', to: LEAK_MARKER }]),
        details: '{}',
      })
      .execute();
    // Named after its id too: a test may seed one organisation twice, and names are unique in one.
    await tx.insertInto('activity_types', { id: ids.activityTypeId, name: `Visit ${LEAK_MARKER} ${ids.activityTypeId}`, created_at: now }).execute();
    await tx
      .insertInto('activities', {
        id: ids.activityId,
        type: ids.activityTypeId,
        subject: `Visit ${LEAK_MARKER}`,
        due_at: now,
        all_day: 0,
        note: `Note ${LEAK_MARKER}`,
        assignee_id: ids.memberId,
        created_by: ids.memberId,
        contact_id: ids.contactId,
        company_id: ids.companyId,
        deal_entry_id: ids.entryId,
        remind_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A reminder and a calendar feed of the user id organisation B's caller has: theirs in B are not these.
    await tx
      .insertInto('notifications', {
        id: ids.notificationId,
        user_id: bob.sub,
        kind: 'activity_due',
        activity_id: uuidv7(),
        subject: `Call ${LEAK_MARKER}`,
        type: 'call',
        due_at: now,
        all_day: 0,
        contact_id: ids.contactId,
        company_id: ids.companyId,
        created_at: now,
      })
      .execute();
    const undoUntil = new Date(Date.now() + 60 * 60_000).toISOString();
    const contactBefore = { first: 'Ada', last: LEAK_MARKER, email: `ada@${LEAK_MARKER}.test`, phone: null, company: `Acme ${LEAK_MARKER}` };
    await tx
      .insertInto('merge_batches', [
        {
          id: ids.contactMergeId,
          record_type: 'contact',
          primary_id: ids.contactId,
          merged_ids: '[]',
          before: JSON.stringify({ ...contactBefore, company_id: ids.companyId, tags: 'vip', owner_id: ids.memberId }),
          deleted_at: now,
          created_by: ids.memberId,
          created_at: now,
          expires_at: undoUntil,
        },
        {
          id: ids.companyMergeId,
          record_type: 'company',
          primary_id: ids.companyId,
          merged_ids: '[]',
          before: JSON.stringify({ name: `Acme ${LEAK_MARKER}`, industry: 'Technology', size: 'small' }),
          deleted_at: now,
          created_by: ids.memberId,
          created_at: now,
          expires_at: undoUntil,
        },
      ])
      .execute();
    await tx
      .insertInto('merge_moves', {
        id: uuidv7(),
        batch_id: ids.contactMergeId,
        kind: 'note',
        from_id: ids.contactId,
        to_id: ids.contactId,
        ids: JSON.stringify([ids.noteId]),
      })
      .execute();
    await tx.insertInto('merge_links', { id: uuidv7(), record_type: 'contact', primary_id: ids.contactId, batch_id: ids.contactMergeId }).execute();
    await tx
      .insertInto('calendar_feeds', { user_id: bob.sub, token_hash: `${LEAK_MARKER}-${orgSlug}`, created_at: now })
      .onConflict((oc) => oc.columns(['org_slug', 'user_id']).doNothing())
      .execute();
    const viewSettings = JSON.stringify({ filters: { search: LEAK_MARKER }, sort_by: 'name', sort_order: 'asc', columns: [{ key: 'name' }], layout: 'table' });
    await tx
      .insertInto('saved_views', [
        {
          id: ids.privateViewId,
          object: 'contacts',
          name: `Mine ${LEAK_MARKER}`,
          shared: 0,
          created_by: bob.sub,
          settings: viewSettings,
          created_at: now,
          updated_at: now,
        },
        {
          id: ids.sharedViewId,
          object: 'contacts',
          name: `Team ${LEAK_MARKER}`,
          shared: 1,
          created_by: alice.sub,
          settings: viewSettings,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await tx
      .insertInto('view_defaults', { user_id: bob.sub, object: 'contacts', view_id: ids.privateViewId })
      .onConflict((oc) => oc.columns(['org_slug', 'user_id', 'object']).doNothing())
      .execute();
  });
  return ids;
}

/** Every row the organisation owns, table by table, in a stable order. */
export async function snapshotOrganisation(handle: DbHandle, orgSlug: string): Promise<Record<string, unknown[]>> {
  const scope = tenantScope(handle.db, orgSlug, handle.dialect);
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TENANT_TABLES) {
    snapshot[table] = await scope.selectFrom(table).selectAll().orderBy('id').execute();
  }
  snapshot.organisation_settings = await scope.selectFrom('organisation_settings').selectAll().execute();
  snapshot.user_preferences = await scope.selectFrom('user_preferences').selectAll().orderBy('user_id').execute();
  snapshot.calendar_feeds = await scope.selectFrom('calendar_feeds').selectAll().orderBy('user_id').execute();
  snapshot.exchange_rates = await scope.selectFrom('exchange_rates').selectAll().orderBy('currency').orderBy('valid_from').execute();
  snapshot.view_defaults = await scope.selectFrom('view_defaults').selectAll().orderBy('user_id').orderBy('object').execute();
  return snapshot;
}
