import type { TenancyCase } from '../helpers/tenancy';

/** Companies routes. */
export const companyCases: TenancyCase[] = [];
