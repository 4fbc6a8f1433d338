import { pluralize } from '@meridian/shared/format';
import type { BulkDeleteNoun } from '@meridian/shared/ui';

/**
 * The company equivalent of docs/PRODUCT.md §8's 'Deleted N contact(s)'. the product names no company text, so the
 * count is written properly: 'Deleted 1 company', 'Restored 2 companies',
 * 'Failed to delete 1,200 companies'; 'Error deleting companies', 'Failed to restore companies'.
 */
export const COMPANY_NOUN: BulkDeleteNoun = {
  singular: 'company',
  plural: 'companies',
  count: (count) => pluralize(count, 'company', 'companies'),
};
