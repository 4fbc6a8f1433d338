import type { t as translate } from '../../i18n';
import type { TimeZoneChoice } from './timeZones';

/** 'New York · Eastern Time (UTC−05:00)'; 'UTC (UTC+00:00)' for a zone Intl names only by its offset. */
export function zoneLabel(t: typeof translate, { place, name, offset }: TimeZoneChoice): string {
  return name ? t('shell.profile.timezone.option', { place, name, offset }) : t('shell.profile.timezone.optionPlain', { place, offset });
}
