import type { DealChange, HistoryEntry } from '@meridian/shared/model';
import { formatDay, formatMoney } from '@meridian/shared/format';
import { t, type ContactsKey } from '../../../i18n';
import type { ActivityItem } from './activityItem';

const LABELS: Record<DealChange['field'], ContactsKey> = {
  value: 'contacts.activity.field.value',
  close_date: 'contacts.activity.field.closeDate',
  owner: 'contacts.activity.field.owner',
  next_step: 'contacts.activity.field.nextStep',
};

/**
 * '1200.00 EUR' (the contract's text for a value change) as '€1,200.00' in the user's locale;
 * anything else is shown as it came rather than hidden.
 */
export function money(text: string): string {
  const match = /^(\S+) ([A-Z]{3})$/.exec(text.trim());
  if (!match) return text;
  try {
    return formatMoney(match[1]!, match[2]!);
  } catch {
    return text;
  }
}

function shown(field: DealChange['field'], value: string | null): string {
  // What an Activity line shows for a deal field that was empty before or after the change.
  if (value === null || value.trim() === '') return t('contacts.activity.none');
  if (field === 'value') return money(value);
  // A calendar day (never moved by the zone), in the Settings date format like every other date.
  if (field === 'close_date') return formatDay(value);
  return value;
}

/** 'Value: $1,200.00 → €1,500.00', 'Close date: none → Mar 31, 2024', 'Owner: Ann → Bob'. */
export function dealChangeTitle(change: DealChange): string {
  return t('contacts.activity.change', { field: t(LABELS[change.field]), from: shown(change.field, change.from), to: shown(change.field, change.to) });
}

/**
 * A pipeline history entry as a timeline item: a stage move ('Moved to {stage}', docs/PRODUCT.md §2) or a
 * change of the contact's deal. An entry without `kind` is a move (older answers).
 */
export function historyItem(entry: HistoryEntry, index: number): ActivityItem {
  const deal = entry.kind === 'deal' && entry.change ? entry.change : null;
  return {
    id: `${deal ? 'deal' : 'move'}-${entry.id ?? index}`,
    title: deal ? dealChangeTitle(deal) : t('contacts.activity.moved', { stage: entry.stage_name }),
    detail: entry.notes,
    by: entry.changed_by,
    at: entry.changed_at,
  };
}
