import { ROLES, RECORD_ACCESS, type AuditChange, type AuditEvent } from '@meridian/shared/model';
import { t } from '../../i18n';
import { describeActivityEvent } from './describeActivityEvent';

const isRole = (value: string): value is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(value);
const isRule = (value: string): value is (typeof RECORD_ACCESS)[number] => (RECORD_ACCESS as readonly string[]).includes(value);

/** A field's value as the member reads it: roles and access rules in words, the rest as recorded. */
function valueText(field: string, value: string): string {
  if (field === 'role' && isRole(value)) return t(`shell.role.${value}`);
  if (field === 'record_access' && isRule(value)) return t(`shell.settings.recordAccess.${value}`);
  return value;
}

/** One changed field as a sentence: set, cleared, or changed from one value to another. */
function changeText(actor: string, name: string, type: string, change: AuditChange): string {
  const field = t('shell.audit.field', { field: change.field });
  if (change.from === null && change.to === null) return t('shell.audit.change.touched', { actor, name, field, type });
  if (change.from === null) return t('shell.audit.change.set', { actor, name, field, type, to: valueText(change.field, change.to!) });
  if (change.to === null) return t('shell.audit.change.cleared', { actor, name, field, type });
  return t('shell.audit.change.changed', { actor, name, field, type, from: valueText(change.field, change.from), to: valueText(change.field, change.to) });
}

const count = (value: string | number | undefined) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/**
 * An event in words, one sentence per line: each changed field of an update on a line of its own
 * ("Dana Demo changed Chloe Dubois's phone from … to …"), every other action in one sentence
 * ("Sam scheduled the call “Intro call” for Dec 3, 2026, 10:00 AM").
 */
export function describeEvent(event: AuditEvent): string[] {
  const actor = event.actor?.name ?? t('shell.audit.system');
  if (event.record_type === 'activity' || event.record_type === 'activity_type') return [describeActivityEvent(event, actor)];
  const type = event.record_type;
  const { details } = event;
  // A note is named by its contact ("added a note to Chloe Dubois"); its text is in the change.
  const subject = type === 'note' && typeof details.contact === 'string' ? details.contact : event.record_name;
  const name = subject ?? t('shell.audit.unnamed');
  const stageChange = event.changes.find((c) => c.field === 'stage');
  const roleChange = event.changes.find((c) => c.field === 'role');
  switch (event.action) {
    case 'updated':
      return event.changes.length && type !== 'note'
        ? event.changes.map((change) =>
            // A pipeline chosen as the default: recorded as field 'default' false → true.
            type === 'pipeline' && change.field === 'default' ? t('shell.audit.pipeline.madeDefault', { actor, name }) : changeText(actor, name, type, change),
          )
        : [t('shell.audit.event.updated', { actor, name, type })];
    case 'reordered':
      return [t('shell.audit.event.reordered', { actor, name, order: event.changes.find((c) => c.field === 'stages')?.to ?? '' })];
    // One field of one contact, changed (or put back) by a bulk edit of many.
    case 'bulk_edited':
    case 'bulk_edit_undone':
      return event.changes.map((change) => t(`shell.audit.event.${event.action}`, { change: changeText(actor, name, type, change) }));
    case 'role_changed':
      return [
        t('shell.audit.event.role_changed', {
          actor,
          name,
          from: valueText('role', roleChange?.from ?? ''),
          to: valueText('role', roleChange?.to ?? String(details.role ?? '')),
        }),
      ];
    case 'stage_moved':
      return [
        t('shell.audit.event.stage_moved', {
          actor,
          name,
          from: stageChange?.from ?? String(details.from ?? ''),
          to: stageChange?.to ?? String(details.to ?? ''),
        }),
      ];
    case 'bulk_deleted':
    case 'bulk_restored':
      return [t(`shell.audit.event.${event.action}`, { actor, type, count: count(details.count) })];
    case 'merged':
    case 'merge_undone':
      return [t(`shell.audit.event.${event.action}`, { actor, type, name, count: count(details.count) })];
    case 'imported':
      return [
        t('shell.audit.event.imported', {
          actor,
          name,
          created: count(details.created ?? details.imported),
          updated: count(details.updated),
          failed: count(details.failed),
        }),
      ];
    case 'invited':
      return [t('shell.audit.event.invited', { actor, name, role: valueText('role', String(details.role ?? roleChange?.to ?? '')) })];
    default:
      return [t(`shell.audit.event.${event.action}`, { actor, name, type })];
  }
}
