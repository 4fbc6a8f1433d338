import type { TenancyCase } from '../helpers/tenancy';

/** Contacts, notes and attachments routes. */
export const contactCases: TenancyCase[] = [];
