import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { intlLocale } from '@meridian/shared/i18n';
import { Select } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { timeZoneGroups } from './timeZones';
import { zoneLabel } from './zoneLabel';

export interface TimeZoneSelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children'> {
  value: string;
}

/**
 * Every IANA time zone, grouped by region, each as 'New York · Eastern Time (UTC−05:00)': typing
 * a place's first letters finds it (the native select's type-ahead).
 */
export function TimeZoneSelect({ value, ...rest }: TimeZoneSelectProps) {
  const t = useT();
  const locale = intlLocale();
  const groups = useMemo(() => timeZoneGroups(locale, [value]), [locale, value]);
  // The same ~420 options on every render of the form (each keystroke elsewhere): made once per language.
  const options = useMemo(
    () =>
      groups.map(([region, choices]) => (
        <optgroup key={region} label={t(`shell.profile.timezone.region.${region}`)}>
          {choices.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {zoneLabel(t, choice)}
            </option>
          ))}
        </optgroup>
      )),
    [groups, t],
  );
  return (
    <Select value={value} {...rest}>
      {options}
    </Select>
  );
}
