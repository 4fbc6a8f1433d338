import { Select } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { currencyOptions } from '../utils/currencyOptions';

export interface CurrencySelectProps {
  value: string;
  onChange: (code: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The common currencies first, then every other ISO 4217 code the browser knows. */
export function CurrencySelect({ value, onChange, ...aria }: CurrencySelectProps) {
  const t = useT();
  const { common, others } = currencyOptions();
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value)} {...aria}>
      <optgroup label={t('pipeline.deal.currency.common')}>
        {common.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('pipeline.deal.currency.all')}>
        {others.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
