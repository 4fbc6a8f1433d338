// A filter's chip ('Tags: any of vip, new'), in the member's language and zone.
import { filterTags } from '@meridian/contract';
import { formatDay } from '@meridian/shared/format';
import { t } from '@meridian/shared/i18n';
import { daysOf } from './dateRanges';
import { TAG_MODES, type FilterField, type ListFilter } from './filterFields';

export interface ChipContext {
  myId: string | null;
  /** A member's name; null for an id no member has. */
  nameOf: (id: string) => string | null;
  timeZone: string;
}

function rangeText(from: string, to: string): string {
  if (from && to) return t('common.filters.range', { ends: 'both', from, to });
  return t('common.filters.range', { ends: from ? 'from' : 'to', from, to });
}

function valueText(field: FilterField, filter: ListFilter, context: ChipContext): string {
  switch (field.kind) {
    case 'choice': {
      const value = filter[field.param] ?? '';
      return field.options.find((o) => o.value === value)?.label ?? field.valueLabel?.(value) ?? value;
    }
    case 'owner': {
      const id = filter[field.param] ?? '';
      return id === context.myId ? t('common.filters.me') : (context.nameOf(id) ?? t('common.filters.unknownMember'));
    }
    case 'tags':
      return TAG_MODES.filter((mode) => filter[mode])
        .map((mode) => t('common.filters.tagsChip', { mode, tags: filterTags(filter[mode]).join(', ') }))
        .join('; ');
    case 'dates': {
      const days = field.instants
        ? daysOf(filter[field.from], filter[field.to], context.timeZone)
        : { from: filter[field.from] ?? '', to: filter[field.to] ?? '' };
      return rangeText(days.from ? formatDay(days.from) : '', days.to ? formatDay(days.to) : '');
    }
    case 'amount': {
      const range = rangeText(filter[field.min] ?? '', filter[field.max] ?? '');
      const currency = filter[field.currency];
      if (!filter[field.min] && !filter[field.max]) return currency ?? '';
      return currency ? `${range} ${currency}` : range;
    }
  }
}

/** 'Owner: Me', 'Tags: any of vip, new'; a yes/no field says it alone ('Has no phone'). */
export function chipText(field: FilterField, filter: ListFilter, context: ChipContext): string {
  const value = valueText(field, filter, context);
  if (field.kind === 'choice' && field.bare) return value;
  return t('common.filters.chip', { field: field.label, value });
}
