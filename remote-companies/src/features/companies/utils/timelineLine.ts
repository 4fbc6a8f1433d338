import type { auditApi } from '@meridian/shared/api';
import { formatDay, formatMoney } from '@meridian/shared/format';
import { t, type CompaniesKey } from '../../../i18n';
import { activityLines, activityTitle } from './activityEventText';

export type TimelinePage = Awaited<ReturnType<typeof auditApi.companyTimeline>>;
export type TimelineEvent = TimelinePage['events'][number];
type Change = TimelineEvent['changes'][number];

/** A member's name for an id (owner changes carry ids); null when not listed. */
export type NameOf = (id: string | null | undefined) => string | null;

/** One event of the company's timeline: the sentence, the changes under it, a note's text, when. */
export interface TimelineLine {
  id: string;
  title: string;
  lines: string[];
  /** Who did it (the system's name for a scheduled job). */
  by: string;
  detail: string | null;
  at: TimelineEvent['at'];
  /** The contact the event is about (the company's timeline includes its contacts'), to link to. */
  contact: { id: string; name: string } | null;
}

const DEAL_LABELS: Record<string, CompaniesKey> = {
  value: 'companies.timeline.deal.value',
  close_date: 'companies.timeline.deal.closeDate',
  owner: 'companies.timeline.deal.owner',
  owner_id: 'companies.timeline.deal.owner',
  next_step: 'companies.timeline.deal.nextStep',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const blank = (value: string | null) => value === null || value.trim() === '';

/** '1200.00 EUR' (the audit's text of a deal value) as '€1,200.00'; anything else as it came. */
function money(value: string): string {
  const match = /^(\S+) ([A-Z]{3})$/.exec(value.trim());
  if (!match) return value;
  try {
    return formatMoney(match[1]!, match[2]!);
  } catch {
    return value;
  }
}

function shown(change: Change, value: string | null, nameOf: NameOf): string {
  if (value === null || blank(value)) return t('companies.timeline.none');
  if (change.field === 'value') return money(value);
  if (change.field === 'close_date') return formatDay(value);
  if (change.field === 'owner_id' || change.field === 'owner') return nameOf(value) ?? value;
  return value;
}

function changeLine(change: Change, nameOf: NameOf, deal: boolean): string {
  const field = deal && DEAL_LABELS[change.field] ? t(DEAL_LABELS[change.field]) : t('companies.timeline.field', { field: change.field });
  return t('companies.timeline.change', { field, from: shown(change, change.from, nameOf), to: shown(change, change.to, nameOf) });
}

interface Words {
  /** 'company' for the company's own events, 'contact' for one of its contacts'. */
  scope: 'company' | 'contact';
  contact: string;
}

/** One field: set, cleared, or changed from one value to another. */
function fieldSentence(change: Change, w: Words, nameOf: NameOf): string {
  const field = t('companies.timeline.field', { field: change.field });
  const from = shown(change, change.from, nameOf);
  const to = shown(change, change.to, nameOf);
  if (blank(change.from)) return t('companies.timeline.set', { ...w, field, to });
  if (blank(change.to)) return t('companies.timeline.cleared', { ...w, field, from });
  return t('companies.timeline.changed', { ...w, field, from, to });
}

function recordSentence(event: TimelineEvent, w: Words, nameOf: NameOf): string {
  switch (event.action) {
    case 'created':
      return t('companies.timeline.created', { ...w });
    case 'deleted':
    case 'bulk_deleted':
      return t('companies.timeline.deleted', { ...w });
    case 'restored':
    case 'bulk_restored':
      return t('companies.timeline.restored', { ...w });
    case 'imported':
      return t('companies.timeline.imported', { ...w });
    case 'merged':
      return t('companies.timeline.merged', { ...w, merged: text(event.details.merged) ?? '' });
    case 'merge_undone':
      return t('companies.timeline.mergeUndone', { ...w });
    case 'updated':
      if (event.changes.length !== 1) return t('companies.timeline.changedMany', { ...w, count: event.changes.length });
      return fieldSentence(event.changes[0]!, w, nameOf);
    // One field of one of its contacts, changed (or put back) by a bulk edit of many contacts.
    case 'bulk_edited':
    case 'bulk_edit_undone': {
      const change = event.changes[0] ? fieldSentence(event.changes[0], w, nameOf) : t('companies.timeline.other');
      return t(event.action === 'bulk_edited' ? 'companies.timeline.bulkEdited' : 'companies.timeline.bulkEditUndone', { change });
    }
    default:
      return t('companies.timeline.other');
  }
}

function stageOf(event: TimelineEvent): string {
  const change = event.changes.find((c) => c.field === 'stage' || c.field === 'stage_name' || c.field === 'stage_id');
  return text(event.details.stage) ?? text(event.details.stage_name) ?? text(event.details.to) ?? change?.to ?? '';
}

function contactPartSentence(event: TimelineEvent, w: Words): string {
  const { contact } = w;
  const file = event.record_name ?? text(event.details.filename) ?? '';
  if (event.record_type === 'note') {
    if (event.action === 'created') return t('companies.timeline.noteAdded', { contact });
    if (event.action === 'deleted') return t('companies.timeline.noteDeleted', { contact });
    return t('companies.timeline.noteEdited', { contact });
  }
  if (event.record_type === 'attachment') {
    return event.action === 'deleted' ? t('companies.timeline.fileDeleted', { contact, file }) : t('companies.timeline.fileAdded', { contact, file });
  }
  if (event.record_type === 'deal') {
    if (event.action === 'stage_moved') return t('companies.timeline.moved', { contact, stage: stageOf(event) });
    if (event.action === 'pipeline_added') return t('companies.timeline.pipelineAdded', { contact });
    if (event.action === 'pipeline_removed' || event.action === 'deleted') return t('companies.timeline.pipelineRemoved', { contact });
    return t('companies.timeline.dealChanged', { contact });
  }
  return t('companies.timeline.other');
}

/** The contact's name as the event kept it: the record's own name, or the name its details carry. */
function contactName(event: TimelineEvent): string {
  // A contact's and a deal's event carry the contact's name as the record's; a note's or a file's in details.
  const own = event.record_type === 'contact' || event.record_type === 'deal' ? event.record_name : null;
  return text(own) ?? text(event.details.contact) ?? text(event.details.contact_name) ?? t('companies.timeline.aContact');
}

/**
 * One audit event as one readable line of the company's timeline, with its date and 'by {who}' as
 * a contact's Activity tab shows them. Its contacts' events name the contact ('Changed phone of
 * Ada Lovelace from … to …', 'Added a note to Ada Lovelace'); the company's own do not ('Changed
 * industry from … to …').
 */
export function timelineLine(event: TimelineEvent, nameOf: NameOf): TimelineLine {
  const by = event.actor?.name ?? t('companies.timeline.system');
  const own = event.record_type === 'company';
  const words: Words = { scope: own ? 'company' : 'contact', contact: own ? '' : contactName(event) };
  const activity = event.record_type === 'activity';
  let title: string;
  if (activity) title = activityTitle(event);
  else title = own || event.record_type === 'contact' ? recordSentence(event, words, nameOf) : contactPartSentence(event, words);
  const deal = event.record_type === 'deal';
  const several = (own || event.record_type === 'contact') && event.action === 'updated' && event.changes.length > 1;
  let lines = (deal && event.action !== 'stage_moved') || several ? event.changes.map((change) => changeLine(change, nameOf, deal)) : [];
  if (activity) lines = activityLines(event, nameOf);
  const body = event.changes.find((c) => c.field === 'body');
  const detail = event.record_type === 'note' ? (text(body?.to) ?? text(body?.from) ?? text(event.record_name)) : text(event.details.notes);
  const contact = !own && event.contact_id ? { id: event.contact_id, name: words.contact } : null;
  return { id: event.id, title, lines, detail, by, at: event.at, contact };
}
