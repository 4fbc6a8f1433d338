import { MONEY_MESSAGES, currencyDigits, isCurrencyCode, parseAmount, type Deal, type DealBody } from '@meridian/shared/model';
import { t } from '../../../i18n';

/** What the editor's inputs hold: text, '' for nothing. */
export interface DealDraft {
  value: string;
  currency: string;
  close_date: string;
  owner_id: string;
  next_step: string;
}

export type DraftField = keyof DealDraft;

export function draftOf(deal: Deal, defaultCurrency: string): DealDraft {
  return {
    value: deal.value ?? '',
    currency: deal.currency ?? defaultCurrency,
    close_date: deal.close_date ?? '',
    owner_id: deal.owner_id ?? '',
    next_step: deal.next_step ?? '',
  };
}

/** The amount's error as the user types (the API's rule, money.ts, in the chosen language), or null. */
export function amountError(draft: DealDraft): string | null {
  if (!isCurrencyCode(draft.currency)) return t('pipeline.deal.money.currency');
  if (draft.value.trim() === '') return null;
  const parsed = parseAmount(draft.value, draft.currency);
  if (parsed.ok) return null;
  if (parsed.error === MONEY_MESSAGES.negative) return t('pipeline.deal.money.negative');
  if (parsed.error === MONEY_MESSAGES.tooLarge) return t('pipeline.deal.money.tooLarge');
  if (parsed.error === MONEY_MESSAGES.amount) return t('pipeline.deal.money.amount');
  return t('pipeline.deal.money.decimals', { currency: draft.currency, digits: currencyDigits(draft.currency) });
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Only what the user changed (PUT changes only the fields sent). A new value goes with its
 * currency; a currency alone changes the currency of the value already there.
 */
export function changesOf(deal: Deal, draft: DealDraft, defaultCurrency: string): DealBody {
  const before = draftOf(deal, defaultCurrency);
  const body: DealBody = {};
  const value = orNull(draft.value);
  if (value !== orNull(before.value)) {
    body.value = value;
    if (value !== null) body.currency = draft.currency;
  } else if (value !== null && draft.currency !== before.currency) {
    body.currency = draft.currency;
  }
  if (draft.close_date !== before.close_date) body.close_date = orNull(draft.close_date);
  if (draft.owner_id !== before.owner_id) body.owner_id = orNull(draft.owner_id);
  if (orNull(draft.next_step) !== orNull(before.next_step)) body.next_step = orNull(draft.next_step);
  return body;
}

/** The API's `field` of a refusal, as the editor's input it belongs to. */
export function draftFieldOf(field: unknown): DraftField | null {
  if (field === 'owner') return 'owner_id';
  return field === 'value' || field === 'currency' || field === 'close_date' || field === 'owner_id' || field === 'next_step' ? field : null;
}
