// JSON schemas of the companies routes (request validation + the OpenAPI document). They check
// shapes and lengths only; the SPEC §5 rules with their exact wording (name required after
// trimming, email, URLs, size) live in routes/companies/company-input.ts, because Ajv's own
// messages cannot carry them.
import { MAX_PAGE } from '@meridian/contract';
import { errorResponses } from './common';

/** Natural order, smallest first (SPEC §3); sorting by size follows this, not the alphabet. */
export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_SORT_KEYS = ['name', 'industry', 'size', 'created_at'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

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

// OpenAPI 3.0 spells an optional value `nullable` (Ajv and fast-json-stringify understand it).
const nullableText = { type: 'string', nullable: true } as const;
const count = { type: 'integer', minimum: 0 } as const;

const Company = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: nullableText,
    website: nullableText,
    phone: nullableText,
    email: nullableText,
    address: nullableText,
    industry: nullableText,
    size: { type: 'string', nullable: true, enum: [...COMPANY_SIZES, null] },
    logo_url: nullableText,
    contact_count: { ...count, description: "Live contacts linked to the company" },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'contact_count', 'created_at', 'updated_at'],
} as const;

const companyEnvelope = { type: 'object', properties: { company: Company }, required: ['company'] } as const;

const DESCRIPTIONS: Record<CompanyField, string> = {
  name: 'Required: not blank after trimming.',
  description: 'Free text.',
  website: 'Must start with http:// or https://.',
  phone: 'Free text.',
  email: 'Must look like an email address.',
  address: 'Free text.',
  industry: 'Free text; the UI offers Technology, Healthcare, Finance, Education, Retail, Manufacturing, Real Estate, Consulting, Media, Other.',
  size: `One of ${COMPANY_SIZES.join(', ')}.`,
  logo_url: 'Must start with http:// or https://.',
};

// Strings are trimmed and an empty one stores null; unknown fields are dropped (Fastify's Ajv
// removes additional properties), so a stray id or org_slug is never written.
const companyInputProperties = Object.fromEntries(
  (Object.keys(COMPANY_FIELD_LIMITS) as CompanyField[]).map((field) => [
    field,
    { ...nullableText, maxLength: COMPANY_FIELD_LIMITS[field], description: DESCRIPTIONS[field] },
  ]),
);

const companyInput = (description: string) =>
  ({ type: 'object', description, properties: companyInputProperties, additionalProperties: false }) as const;

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;
const tags = ['companies'];

export const listCompaniesSchema = {
  tags,
  summary: 'Companies of the organisation, searched, sorted and paged',
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      search: { type: 'string', maxLength: 200, description: 'Words matched in name, industry and description' },
      sort_by: { type: 'string', enum: [...COMPANY_SORT_KEYS], default: 'name' },
      sort_order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        companies: { type: 'array', items: Company },
        pagination: {
          type: 'object',
          properties: { total: count, pages: count, page: { type: 'integer' }, limit: { type: 'integer' } },
          required: ['total', 'pages', 'page', 'limit'],
        },
      },
      required: ['companies', 'pagination'],
    },
    ...errorResponses(400),
  },
} as const;

export const getCompanySchema = {
  tags,
  summary: 'One company',
  params: idParams,
  response: { 200: companyEnvelope, ...errorResponses(404) },
} as const;

export const createCompanySchema = {
  tags,
  summary: 'Create a company',
  body: companyInput('A new company; name is required.'),
  response: { 201: companyEnvelope, ...errorResponses(400) },
} as const;

export const updateCompanySchema = {
  tags,
  summary: 'Update a company; fields left out keep their value, null or "" clears one',
  params: idParams,
  body: companyInput('The fields to change.'),
  response: { 200: companyEnvelope, ...errorResponses(400, 404) },
} as const;

export const deleteCompanySchema = {
  tags,
  summary: 'Soft-delete a company (restorable); its contacts stay, without the company',
  params: idParams,
  response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(404) },
} as const;

export const restoreCompaniesSchema = {
  tags,
  summary: 'Restore soft-deleted companies (the undo of a delete)',
  body: {
    type: 'object',
    properties: { ids: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 1000 } },
    required: ['ids'],
  },
  response: { 200: { type: 'object', properties: { restored: count }, required: ['restored'] }, ...errorResponses(400) },
} as const;

export interface CompanyListQuery {
  page: number;
  limit: number;
  search?: string;
  sort_by: CompanySortKey;
  sort_order: 'asc' | 'desc';
}
