// The company form's rules (docs/PRODUCT.md §5). The rules themselves and their words are
// @meridian/contract's (rules.ts), which the API applies too (routes/companies/company-input.ts).
// No React here.
import { COMPANY_MESSAGES, isCompanySize, isHttpUrl, isValidEmail, isWebsite, normaliseWebsite } from '@meridian/contract';
import type { Company, CompanyInput } from './entities';

/** The one email rule, the website and URL rules and the size check, as the API applies them. */
export { isCompanySize, isHttpUrl, isValidEmail, isWebsite, normaliseWebsite };

/** What the form holds: every field as the text the user typed or picked. */
export interface CompanyFormValues {
  name: string;
  industry: string;
  size: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  logo_url: string;
}

export type CompanyFormField = keyof CompanyFormValues;
export type CompanyFormErrors = Partial<Record<CompanyFormField, string>>;

export const COMPANY_NAME_REQUIRED = COMPANY_MESSAGES.name;
export const COMPANY_EMAIL_INVALID = COMPANY_MESSAGES.email;
export const COMPANY_WEBSITE_INVALID = COMPANY_MESSAGES.website;
export const COMPANY_LOGO_URL_INVALID = COMPANY_MESSAGES.logo_url;

export const COMPANY_FORM_FIELDS: readonly CompanyFormField[] = ['name', 'industry', 'size', 'description', 'website', 'email', 'phone', 'address', 'logo_url'];

/** The form's starting values: a company's fields, or blanks for a new one. */
export function companyToFormValues(company?: Partial<Company> | null): CompanyFormValues {
  const values = {} as CompanyFormValues;
  for (const field of COMPANY_FORM_FIELDS) values[field] = company?.[field] ?? '';
  return values;
}

/** Field errors; empty when the form may be submitted. Optional fields are checked only if given. */
export function validateCompanyForm(values: CompanyFormValues): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  if (!values.name.trim()) errors.name = COMPANY_NAME_REQUIRED;
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = COMPANY_EMAIL_INVALID;
  if (values.website.trim() && !isWebsite(values.website)) errors.website = COMPANY_WEBSITE_INVALID;
  if (values.logo_url.trim() && !isHttpUrl(values.logo_url)) errors.logo_url = COMPANY_LOGO_URL_INVALID;
  return errors;
}

export function hasCompanyFormErrors(errors: CompanyFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The create payload: values trimmed, empty fields omitted, size only if one of the five, a bare domain as https://. */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  const input: Partial<Record<CompanyFormField, string>> = {};
  for (const field of COMPANY_FORM_FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    if (field === 'size' && !isCompanySize(value)) continue;
    input[field] = field === 'website' ? (normaliseWebsite(value) ?? value) : value;
  }
  return input as CompanyInput;
}

/**
 * The update payload: as toCompanyInput, plus `null` for each field the company had and the
 * user emptied, so clearing a field is saved rather than silently kept.
 */
export function toCompanyUpdate(values: CompanyFormValues, company: Partial<Company>): Partial<CompanyInput> {
  const update: Record<string, string | null> = { ...toCompanyInput(values) };
  for (const field of COMPANY_FORM_FIELDS) {
    if (field in update || field === 'name') continue;
    const before = company[field];
    if (typeof before === 'string' && before.trim() && !values[field].trim()) update[field] = null;
  }
  return update as Partial<CompanyInput>;
}
