import { parseRate, RATE_MAX_DECIMALS, RATE_MAX_INTEGER_DIGITS } from '@meridian/shared/model';
import { t } from '../../i18n';

/** What is wrong with a rate as typed, in the member's language; undefined: it is a rate. */
export function rateProblem(text: string): string | undefined {
  if (!text.trim()) return t('shell.settings.rates.rateRequired');
  const parsed = parseRate(text);
  if (parsed.ok) return undefined;
  if (parsed.code === 'rate_too_large') return t('shell.settings.rates.rateTooLarge', { digits: RATE_MAX_INTEGER_DIGITS });
  if (parsed.code === 'rate_decimals') return t('shell.settings.rates.rateDecimals', { digits: RATE_MAX_DECIMALS });
  return t('shell.settings.rates.rateInvalid');
}
