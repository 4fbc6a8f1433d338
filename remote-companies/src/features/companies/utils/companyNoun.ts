import type { BulkDeleteNoun } from '@meridian/shared/ui';

/**
 * The company equivalent of SPEC §8's 'Deleted N contact(s)': the shared hook appends '(s)' to
 * the singular, so the toasts read 'Deleted N company(s)', 'Restored N company(s)',
 * 'Failed to delete N company(s)', 'Error deleting companies', 'Failed to restore companies'.
 */
export const COMPANY_NOUN: BulkDeleteNoun = { singular: 'company', plural: 'companies' };
