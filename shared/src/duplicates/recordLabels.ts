import { formatDate } from '@meridian/shared/format';
import { t } from '@meridian/shared/i18n';
import type { MergeableRecord } from './mergeChoices';

/**
 * How the merge dialog names each record in its radios' and boxes' names: its name, or where two
 * share it (as duplicates often do) its name and its email or website, else the day it was added,
 * else its place in the group.
 */
export function recordLabels<R extends MergeableRecord>(
  records: readonly R[],
  nameOf: (record: R) => string,
  detailOf: (record: R) => string | null,
): Map<string, string> {
  const shared = (labels: string[], i: number) => labels.filter((label) => label.toLowerCase() === labels[i].toLowerCase()).length > 1;
  let labels = records.map(nameOf);
  const refine = (next: (record: R, i: number) => string) => {
    const before = labels;
    labels = records.map((record, i) => (shared(before, i) ? next(record, i) : before[i]));
  };
  refine((record, i) => {
    const detail = detailOf(record)?.trim();
    return detail ? `${labels[i]}, ${detail}` : labels[i];
  });
  refine((record, i) => t('common.duplicates.recordAdded', { name: labels[i], date: formatDate(record.created_at) }));
  refine((_, i) => `${labels[i]} (${i + 1})`);
  return new Map(records.map((record, i) => [record.id, labels[i]]));
}
