// The rules both sides apply: the form checks them as the user types, the API refuses what breaks
// them, with the same words. Plain values and functions only (no TypeBox): the front end imports
// this without the schema library.

/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_INVALID = 'Please enter a valid email address';
/** RFC 5321's longest local part. */
const LOCAL_MAX_LENGTH = 64;
// The local part as a dot-atom (RFC 5322 without quoted strings): runs of characters other than
// spaces, controls and the specials ()<>[]:;@\,", joined by single dots. Letters of any script
// are allowed (RFC 6531).
const LOCAL = /^[^\s\p{Cc}()<>[\]:;@\\,".]+(?:\.[^\s\p{Cc}()<>[\]:;@\\,".]+)*$/u;
// Two or more dot-separated labels of letters (any script), digits and inner hyphens, at most 63
// characters each; the last one starts with a letter (no IP addresses written as a domain).
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+\\p{L}(?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?$`, 'u');

/**
 * The one email rule of Meridian (contact and company forms, the API, the import, the sign-in
 * service's accounts), the common subset of RFC 5321/5322: after trimming, at most
 * EMAIL_MAX_LENGTH characters; a local part of at most 64 characters without spaces, specials or
 * leading, trailing or doubled dots; '@'; a domain of two or more labels.
 */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || trimmed.length > EMAIL_MAX_LENGTH) return false;
  const local = trimmed.slice(0, at);
  return local.length <= LOCAL_MAX_LENGTH && LOCAL.test(local) && DOMAIN.test(trimmed.slice(at + 1));
}

// A scheme, then a host: 'https://' alone is not a link anyone can follow.
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

/** Starts with http:// or https:// followed by a host. */
export function isHttpUrl(value: string | null | undefined): boolean {
  return HTTP_URL.test((value ?? '').trim());
}

// A bare domain: dot-separated labels of letters, digits and inner hyphens (any script), ending in
// a top-level domain of letters, then an optional port and path. No scheme, no spaces, no '@'.
const BARE_DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/**
 * The company website rule (docs/PRODUCT.md §5), one for the form and the API: the address to
 * store, or null when the value is not a website. An http:// or https:// address with a host stays
 * as typed (trimmed); a bare domain ('qa-widgets.example.com', 'www.example.com/path') is taken as
 * https://; anything else ('not a site', 'javascript:alert(1)', 'ftp://x') is refused.
 */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (HTTP_URL.test(trimmed)) return trimmed;
  return BARE_DOMAIN.test(trimmed) ? `https://${trimmed}` : null;
}

/** Whether normaliseWebsite accepts the value. */
export function isWebsite(value: string | null | undefined): boolean {
  return normaliseWebsite(value) !== null;
}

/** The largest page number any list accepts (larger ones are a 400, not a query the database cannot run). */
export const MAX_PAGE = 1_000_000;

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Real Estate',
  'Consulting',
  'Media',
  'Other',
] as const;

/** Natural order, smallest first (docs/PRODUCT.md §3); sorting by size follows this, not the alphabet. */
export const COMPANY_SIZES = [
  { value: 'startup', label: 'Startup (1-10 employees)' },
  { value: 'small', label: 'Small (11-50 employees)' },
  { value: 'medium', label: 'Medium (51-200 employees)' },
  { value: 'large', label: 'Large (201-1000 employees)' },
  { value: 'enterprise', label: 'Enterprise (1000+ employees)' },
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];
export const COMPANY_SIZE_VALUES = COMPANY_SIZES.map((size) => size.value) as CompanySize[];

export function isCompanySize(value: unknown): value is CompanySize {
  return COMPANY_SIZES.some((size) => size.value === value);
}

/** docs/PRODUCT.md §5's company messages, shown at the form's fields and answered by the API. */
export const COMPANY_MESSAGES = {
  name: 'Company name is required',
  email: EMAIL_INVALID,
  website: 'Please enter a valid URL (starting with http:// or https://)',
  logo_url: 'Please enter a valid logo URL (starting with http:// or https://)',
  size: `Company size must be one of: ${COMPANY_SIZE_VALUES.join(', ')}`,
} as const;

// The import's size limits (plain values here: the front end bundles them without the schemas).
/** docs/PRODUCT.md §9: the largest file the wizard uploads, as the whole request body. */
export const MAX_IMPORT_BYTES = 104_857_600;
export const IMPORT_TOO_LARGE = 'The file is larger than the 100 MB limit';
/** How much of a file's start the preview reads. */
export const PREVIEW_BYTES = 4 * 1024 * 1024;
