// SPEC §5 company rules, applied on the server with the wording the form shows, so a client that
// skips the form's checks gets the same answer. Runs after the JSON schema has checked types.
import { badRequest } from '../../errors';
import { EMAIL_INVALID, isEmail } from '../../schemas/email';
import { COMPANY_FIELD_LIMITS, COMPANY_SIZES, type CompanyField, type CompanySize } from '../../schemas/companies';

export type CompanyBody = Partial<Record<CompanyField, string | null>>;

/** Column values to write; a field left out of the body is left out here too. */
export type CompanyChanges = Partial<Record<Exclude<CompanyField, 'size' | 'name'>, string | null>> & {
  name?: string;
  size?: CompanySize | null;
};

export const MESSAGES = {
  name: 'Company name is required',
  email: EMAIL_INVALID,
  website: 'Please enter a valid URL (starting with http:// or https://)',
  logo_url: 'Please enter a valid logo URL (starting with http:// or https://)',
  size: `Company size must be one of: ${COMPANY_SIZES.join(', ')}`,
} as const;

// A scheme, then a host: "https://" alone is not a URL anyone can follow.
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

const isSize = (value: string): value is CompanySize => (COMPANY_SIZES as readonly string[]).includes(value);

/** Trimmed text, or null for null, blank or whitespace-only input. */
function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Validates and normalises a body; throws a 400 with the SPEC message of the first broken rule. */
function companyChanges(body: CompanyBody, opts: { partial: boolean }): CompanyChanges {
  const changes: CompanyChanges = {};
  // Name first: it is the first field of the form and the one error every client must handle.
  if (!opts.partial || 'name' in body) {
    const name = clean(body.name);
    if (name === null) throw badRequest(MESSAGES.name);
    changes.name = name;
  }
  for (const field of Object.keys(COMPANY_FIELD_LIMITS) as CompanyField[]) {
    if (field === 'name' || field === 'size' || !(field in body)) continue;
    const value = clean(body[field]);
    if (value !== null && field === 'email' && !isEmail(value)) throw badRequest(MESSAGES.email);
    if (value !== null && (field === 'website' || field === 'logo_url') && !HTTP_URL.test(value)) throw badRequest(MESSAGES[field]);
    changes[field] = value;
  }
  if ('size' in body) {
    const size = clean(body.size);
    if (size !== null && !isSize(size)) throw badRequest(MESSAGES.size);
    changes.size = size;
  }
  return changes;
}

/** A create: name is required. */
export function newCompanyInput(body: CompanyBody): CompanyChanges & { name: string } {
  const changes = companyChanges(body, { partial: false });
  return { ...changes, name: changes.name! };
}

/** An update: only the fields present change. */
export function companyUpdateInput(body: CompanyBody): CompanyChanges {
  return companyChanges(body, { partial: true });
}
