// docs/PRODUCT.md §5 company rules, applied on the server with the rules and wording of the form
// (@meridian/contract's rules.ts), so a client that skips the form's checks gets the same answer,
// at the same field. Runs after the JSON schema (CompanyCreateBody/CompanyUpdateBody) has checked types.
import {
  COMPANY_FIELD_LIMITS,
  COMPANY_SIZE_PARAMS,
  isCompanySize,
  isHttpUrl,
  isValidEmail,
  type CompanyCreateBody,
  type CompanyField,
  type CompanySize,
} from '@meridian/contract';
import { badRequest } from '../../errors';

/** Column values to write; a field left out of the body is left out here too. */
export type CompanyChanges = Partial<Record<Exclude<CompanyField, 'size' | 'name'>, string | null>> & {
  name?: string;
  size?: CompanySize | null;
};

/** Trimmed text, or null for null, blank or whitespace-only input. */
function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Validates and normalises a body; throws a 400 with the product's message (and field) of the first broken rule. */
function companyChanges(body: CompanyCreateBody, opts: { partial: boolean }): CompanyChanges {
  const changes: CompanyChanges = {};
  // Name first: it is the first field of the form and the one error every client must handle.
  if (!opts.partial || 'name' in body) {
    const name = clean(body.name);
    if (name === null) throw badRequest('company_name_required', { field: 'name' });
    changes.name = name;
  }
  for (const field of Object.keys(COMPANY_FIELD_LIMITS) as CompanyField[]) {
    if (field === 'name' || field === 'size' || !(field in body)) continue;
    const value = clean(body[field]);
    if (value !== null && field === 'email' && !isValidEmail(value)) throw badRequest('email_invalid', { field });
    if (value !== null && (field === 'website' || field === 'logo_url') && !isHttpUrl(value)) {
      throw badRequest(field === 'website' ? 'website_invalid' : 'logo_url_invalid', { field });
    }
    changes[field] = value;
  }
  if ('size' in body) {
    const size = clean(body.size);
    if (size !== null && !isCompanySize(size)) throw badRequest('company_size_invalid', { field: 'size', params: COMPANY_SIZE_PARAMS });
    changes.size = size;
  }
  return changes;
}

/** A create: name is required. */
export function newCompanyInput(body: CompanyCreateBody): CompanyChanges & { name: string } {
  const changes = companyChanges(body, { partial: false });
  return { ...changes, name: changes.name! };
}

/** An update: only the fields present change. */
export function companyUpdateInput(body: CompanyCreateBody): CompanyChanges {
  return companyChanges(body, { partial: true });
}
