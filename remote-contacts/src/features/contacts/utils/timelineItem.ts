import type { auditApi } from '@meridian/shared/api';
import { formatDay } from '@meridian/shared/format';
import { t, type ContactsKey } from '../../../i18n';
import { activityLines, activityTitle } from './activityEventText';
import type { ActivityItem } from './activityItem';
import { money } from './historyItem';

export type TimelinePage = Awaited<ReturnType<typeof auditApi.contactTimeline>>;
export type TimelineEvent = TimelinePage['events'][number];
type Change = TimelineEvent['changes'][number];

/** A member's name for an id (owner changes carry ids); null when not listed. */
export type NameOf = (id: string | null | undefined) => string | null;

/** The deal's fields, worded as the Activity tab always worded them ('Value: $1,200.00 → €1,500.00'). */
const DEAL_LABELS: Record<string, ContactsKey> = {
  value: 'contacts.activity.field.value',
  close_date: 'contacts.activity.field.closeDate',
  owner: 'contacts.activity.field.owner',
  owner_id: 'contacts.activity.field.owner',
  next_step: 'contacts.activity.field.nextStep',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function shown(change: Change, value: string | null, nameOf: NameOf): string {
  if (value === null || value.trim() === '') return t('contacts.activity.none');
  if (change.field === 'value') return money(value);
  // A calendar day (never moved by the zone), in the Settings date format like every other date.
  if (change.field === 'close_date') return formatDay(value);
  if (change.field === 'owner_id' || change.field === 'owner') return nameOf(value) ?? value;
  return value;
}

/** 'phone: +1 555 → +1 556' (several fields in one event), or 'Value: none → CHF 2,500.50' for a deal. */
function changeLine(change: Change, nameOf: NameOf, deal: boolean): string {
  const label = deal && DEAL_LABELS[change.field] ? t(DEAL_LABELS[change.field]) : t('contacts.timeline.field', { field: change.field });
  return t('contacts.activity.change', { field: label, from: shown(change, change.from, nameOf), to: shown(change, change.to, nameOf) });
}

/** One field: 'Changed phone from … to …', 'Set tags to vip', 'Cleared phone (was …)'. */
function fieldSentence(change: Change, nameOf: NameOf): string {
  const field = t('contacts.timeline.field', { field: change.field });
  const from = shown(change, change.from, nameOf);
  const to = shown(change, change.to, nameOf);
  if (change.from === null || change.from.trim() === '') return t('contacts.timeline.set', { field, to });
  if (change.to === null || change.to.trim() === '') return t('contacts.timeline.cleared', { field, from });
  return t('contacts.timeline.changed', { field, from, to });
}

function contactSentence(event: TimelineEvent, nameOf: NameOf): string {
  switch (event.action) {
    case 'created':
      return t('contacts.timeline.created');
    case 'deleted':
    case 'bulk_deleted':
      return t('contacts.timeline.deleted');
    case 'restored':
    case 'bulk_restored':
      return t('contacts.timeline.restored');
    case 'imported':
      return t('contacts.timeline.imported');
    case 'merged':
      return t('contacts.timeline.merged', { merged: text(event.details.merged) ?? '' });
    case 'merge_undone':
      return t('contacts.timeline.mergeUndone');
    case 'updated':
      if (event.changes.length === 1) return fieldSentence(event.changes[0]!, nameOf);
      return t('contacts.timeline.changedMany', { count: event.changes.length });
    // One field each, changed (or put back) by a bulk edit of many contacts.
    case 'bulk_edited':
    case 'bulk_edit_undone': {
      const change = event.changes[0] ? fieldSentence(event.changes[0], nameOf) : t('contacts.timeline.other');
      return t(event.action === 'bulk_edited' ? 'contacts.timeline.bulkEdited' : 'contacts.timeline.bulkEditUndone', { change });
    }
    default:
      return t('contacts.timeline.other');
  }
}

/** The stage a move went to: the audit names it in details, a change, or as the record's name. */
function stageOf(event: TimelineEvent): string {
  const change = event.changes.find((c) => c.field === 'stage' || c.field === 'stage_name' || c.field === 'stage_id');
  return text(event.details.stage) ?? text(event.details.stage_name) ?? text(event.details.to) ?? change?.to ?? event.record_name ?? '';
}

function dealSentence(event: TimelineEvent): string {
  switch (event.action) {
    case 'stage_moved':
      return t('contacts.activity.moved', { stage: stageOf(event) });
    case 'pipeline_added':
      return t('contacts.timeline.pipelineAdded');
    case 'pipeline_removed':
    case 'deleted':
      return t('contacts.timeline.pipelineRemoved');
    default:
      return t('contacts.timeline.dealChanged');
  }
}

function otherSentence(event: TimelineEvent): string {
  const file = event.record_name ?? text(event.details.filename) ?? '';
  if (event.record_type === 'note') {
    if (event.action === 'created') return t('contacts.activity.addedNote');
    if (event.action === 'deleted') return t('contacts.timeline.noteDeleted');
    return t('contacts.timeline.noteEdited');
  }
  if (event.record_type === 'attachment') {
    return event.action === 'deleted' ? t('contacts.timeline.fileDeleted', { file }) : t('contacts.timeline.fileAdded', { file });
  }
  if (event.record_type === 'import') return t('contacts.timeline.imported');
  return t('contacts.timeline.other');
}

/** The lines under the sentence: each field of a several-field edit, each change of a deal. */
function changeLines(event: TimelineEvent, nameOf: NameOf): string[] {
  const deal = event.record_type === 'deal';
  if (deal && event.action === 'stage_moved') return [];
  // A created or imported contact's first values are its Overview: only an edit lists its fields.
  if (!deal && !(event.record_type === 'contact' && event.action === 'updated' && event.changes.length > 1)) return [];
  return event.changes.map((change) => changeLine(change, nameOf, deal));
}

/** A note's text or a move's notes, shown under the line. */
function detailOf(event: TimelineEvent): string | null {
  if (event.record_type === 'note') {
    const body = event.changes.find((c) => c.field === 'body');
    return text(body?.to) ?? text(body?.from) ?? text(event.record_name);
  }
  return text(event.details.notes);
}

/**
 * One audit event as one readable line of the contact's timeline, worded as the Activity tab
 * always worded it ('Moved to {stage}', 'Added note', 'Value: none → CHF 2,500.50', with its date
 * and 'by {who}'): 'Changed phone from … to …', 'Uploaded brief.pdf', 'Completed the call “Intro
 * call”', its field changes under it.
 */
export function timelineItem(event: TimelineEvent, nameOf: NameOf): ActivityItem {
  let title: string;
  if (event.record_type === 'contact') title = contactSentence(event, nameOf);
  else if (event.record_type === 'deal') title = dealSentence(event);
  else if (event.record_type === 'activity') title = activityTitle(event);
  else title = otherSentence(event);
  const by = event.actor?.name ?? t('contacts.timeline.system');
  const lines = event.record_type === 'activity' ? activityLines(event, nameOf) : changeLines(event, nameOf);
  return { id: event.id, title, lines, detail: detailOf(event), by, at: event.at };
}
