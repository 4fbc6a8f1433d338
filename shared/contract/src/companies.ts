// Companies (docs/PRODUCT.md §7 Companies). The JSON schemas check shapes and lengths only; docs/PRODUCT.md §5's rules
// with their exact wording (name required after trimming, email, URLs, size) are rules.ts's
// (isValidEmail, normaliseWebsite, isHttpUrl, isCompanySize, COMPANY_MESSAGES), which the form and the API apply alike.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, IdParams, NullableString, PageNumber, PageSize, RestoreBody, SortOrder, StringEnum, REFUSE_OTHER_KEYS, WithDefaults } from './common';
import { CompanyFilterProperties } from './filters';
import { COMPANY_SIZE_VALUES, INDUSTRIES, type CompanySize } from './rules';
import { COMPANY_SORT_KEYS } from './view-rules';

export const COMPANY_PAGE_SIZE_MAX = 100;

/** Longest accepted value per field, before trimming. */
export const COMPANY_FIELD_LIMITS = {
  name: 200,
  description: 5000,
  website: 2048,
  phone: 50,
  email: 254,
  address: 500,
  industry: 100,
  size: 20,
  logo_url: 2048,
} as const;
export type CompanyField = keyof typeof COMPANY_FIELD_LIMITS;

/** One of the five sizes, or null (an enum that lists null, as Ajv and OpenAPI read it). */
const NullableSize = Type.Unsafe<CompanySize | null>({ type: ['string', 'null'], enum: [...COMPANY_SIZE_VALUES, null] });

export const Company = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: NullableString(),
  website: NullableString(),
  phone: NullableString(),
  email: NullableString(),
  address: NullableString(),
  industry: NullableString(),
  size: NullableSize,
  logo_url: NullableString(),
  owner_id: NullableString({ description: 'The member who owns the company (the creator unless changed); null for nobody' }),
  contact_count: Type.Integer({ minimum: 0, description: 'Live contacts linked to the company' }),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Company = Static<typeof Company>;

/** GET/POST/PUT answer: the company, in an envelope. */
export const CompanyAnswer = Type.Object({ company: Company });
export type CompanyAnswer = Static<typeof CompanyAnswer>;

export const CompanyParams = IdParams('Company id (UUIDv7)');

export const CompanyListQuery = WithDefaults(
  {
    page: PageNumber,
    limit: PageSize(COMPANY_PAGE_SIZE_MAX, 20),
    ...CompanyFilterProperties,
    sort_by: StringEnum(COMPANY_SORT_KEYS, { default: 'name' }),
    sort_order: SortOrder,
  },
  REFUSE_OTHER_KEYS,
);
export type CompanyListQuery = Static<typeof CompanyListQuery>;

const count = Type.Integer({ minimum: 0 });

export const CompanyListAnswer = Type.Object({
  companies: Type.Array(Company),
  pagination: Type.Object({ total: count, pages: count, page: Type.Integer(), limit: Type.Integer() }),
});
export type CompanyListAnswer = Static<typeof CompanyListAnswer>;

const DESCRIPTIONS: Record<CompanyField, string> = {
  name: 'Required: not blank after trimming.',
  description: 'Free text.',
  website: 'An http:// or https:// address, or a bare domain (example.com), which is stored as https://example.com.',
  phone: 'Free text.',
  email: 'Must look like an email address.',
  address: 'Free text.',
  industry: `Free text; the UI offers ${INDUSTRIES.join(', ')}.`,
  size: `One of ${COMPANY_SIZE_VALUES.join(', ')}.`,
  logo_url: 'Must start with http:// or https://.',
};

const field = (name: CompanyField) => Type.Optional(NullableString({ maxLength: COMPANY_FIELD_LIMITS[name], description: DESCRIPTIONS[name] }));

// Strings are trimmed and an empty one stores null (routes/companies/company-input.ts); unknown
// fields are dropped (Fastify's Ajv removes additional properties), so a stray id or org_slug is
// never written. Every field is optional here: a create's required name is a docs/PRODUCT.md §5 rule with its
// own message, not Ajv's.
const companyBody = (description: string) =>
  Type.Object(
    {
      name: field('name'),
      description: field('description'),
      website: field('website'),
      phone: field('phone'),
      email: field('email'),
      address: field('address'),
      industry: field('industry'),
      size: field('size'),
      logo_url: field('logo_url'),
      owner_id: Type.Optional(
        NullableString({ maxLength: 200, description: 'A member of the organisation (GET /members); left out on create, the creator; null for nobody' }),
      ),
    },
    { description, additionalProperties: false },
  );

/** POST /companies. */
export const CompanyCreateBody = companyBody('A new company; name is required.');
export type CompanyCreateBody = Static<typeof CompanyCreateBody>;
/** PUT /companies/{id}: fields left out keep their value, null or "" clears one. */
export const CompanyUpdateBody = companyBody('The fields to change.');
export type CompanyUpdateBody = Static<typeof CompanyUpdateBody>;

export const CompanyRestoreBody = RestoreBody(1000);
export type CompanyRestoreBody = Static<typeof CompanyRestoreBody>;
