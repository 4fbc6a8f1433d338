import { formatDate } from '@meridian/shared/format';
import { t } from '@meridian/shared/i18n';
import type { MergeableRecord } from './mergeChoices';

/**
 * How the merge dialog names each record: its name, or where two share it (as duplicates often
 * do) its name and the day it was added, then its place in the group if that is shared too.
 */
export function recordLabels<R extends MergeableRecord>(records: readonly R[], nameOf: (record: R) => string): Map<string, string> {
  const count = (labels: string[], label: string) => labels.filter((other) => other === label).length;
  const names = records.map(nameOf);
  const dated = records.map((record, i) =>
    count(names, names[i]) > 1 ? t('common.duplicates.recordAdded', { name: names[i], date: formatDate(record.created_at) }) : names[i],
  );
  const labels = dated.map((label, i) => (count(dated, label) > 1 ? `${label} (${i + 1})` : label));
  return new Map(records.map((record, i) => [record.id, labels[i]]));
}
