import { intlLocale, localised, t } from '@meridian/shared/i18n';
import { currentDay } from './currentDay';
import { formatDay } from './formatDate';
import { useDisplayPreferences, type DisplayPreferences } from './displayPreferences';

/**
 * A calendar day for a narrow place (a board card): this year's without the year, another year's
 * in full. In the Settings date format ('12/06', '06/12', '12-06'; '2027-02-15'), else the
 * language's short one ('Dec 6'; '2/15/27'). Like formatDay, it never moves with the zone.
 */
export function formatShortDay(day: string | null | undefined, preferences?: Partial<DisplayPreferences>): string {
  const full = formatDay(day, preferences);
  if (!day || full === t('common.invalidDate')) return full;
  const [year, month, date] = day.trim().split('-');
  const thisYear = year === currentDay().slice(0, 4);
  const { dateFormat } = { ...useDisplayPreferences.getState(), ...preferences };
  switch (dateFormat) {
    case 'MM/DD/YYYY':
      return thisYear ? localised(`${month}/${date}`) : full;
    case 'DD/MM/YYYY':
      return thisYear ? localised(`${date}/${month}`) : full;
    case 'YYYY-MM-DD':
      return thisYear ? localised(`${month}-${date}`) : full;
    default: {
      const options: Intl.DateTimeFormatOptions = thisYear ? { month: 'short', day: 'numeric' } : { month: 'numeric', day: 'numeric', year: '2-digit' };
      return localised(new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' }).format(new Date(`${day.trim()}T00:00:00Z`)));
    }
  }
}
