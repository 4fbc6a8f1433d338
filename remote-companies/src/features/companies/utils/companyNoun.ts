import type { BulkDeleteNoun } from '@meridian/shared/ui';
import { t } from '../../../i18n';

/**
 * What the bulk delete's toasts name (docs/PRODUCT.md §8's 'Deleted N contact(s)', for companies:
 * 'Deleted 1 company', 'Restored 2 companies'). `plural` picks the shared kit's words for
 * companies in the current language; the count is this catalogue's plural.
 */
export const COMPANY_NOUN: BulkDeleteNoun = {
  singular: 'company',
  plural: 'companies',
  count: (count) => t('companies.count', { count }),
};
