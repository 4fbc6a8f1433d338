import { t } from '../i18n';

/** Which currencies the converted figures leave out (no exchange rate for them); null when none. */
export function missingRatesNote(currencies: string[]): string | null {
  return currencies.length ? t('dashboard.card.missing', { count: currencies.length, currencies: currencies.join(', ') }) : null;
}
