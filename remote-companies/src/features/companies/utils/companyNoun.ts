import type { BulkDeleteNoun } from '@meridian/shared/ui';
import { t } from '../../../i18n';

/**
 * The company equivalent of docs/PRODUCT.md §8's 'Deleted N contact(s)', in the current language:
 * 'Deleted 1 company', 'Restored 2 companies'. Getters, so a toast reads the words of the
 * language chosen when it is shown.
 */
export const COMPANY_NOUN: BulkDeleteNoun = {
  get singular() {
    return t('companies.noun.singular');
  },
  get plural() {
    return t('companies.noun.plural');
  },
  count: (count) => t('companies.count', { count }),
};
