import { formatMoney as formatMoneyIn } from '@meridian/contract';
import { intlLocale, localised } from '@meridian/shared/i18n';

/** Money in the chosen language ('$12,500.00', '12 500,00 $US'): the contract's exact rule, so the API's CSV and the board agree. */
export function formatMoney(value: string, currency: string, options: { compact?: boolean } = {}): string {
  return localised(formatMoneyIn(value, currency, intlLocale(), options));
}
