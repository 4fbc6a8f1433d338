import type { TenancyCase } from '../helpers/tenancy';

/** Pipeline routes. */
export const pipelineCases: TenancyCase[] = [];
