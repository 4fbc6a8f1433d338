// Contact shapes: route schemas (validation + /docs) and the input rules JSON Schema cannot say.
import { badRequest } from '../errors';
import { MAX_PAGE } from '@meridian/contract';
import { EMAIL_INVALID, isEmail } from './email';

export const SORT_KEYS = ['name', 'email', 'company', 'created_at'] as const;
export type ContactSortKey = (typeof SORT_KEYS)[number];
export const MAX_PAGE_SIZE = 200;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const nullableString = { type: ['string', 'null'] } as const;

export const contactSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    email: nullableString,
    phone: nullableString,
    company: { ...nullableString, description: 'Company name as free text, as stored' },
    company_id: { ...nullableString, description: 'The linked company; null when none or it was deleted' },
    company_name: { ...nullableString, description: "The linked company's current name" },
    tags: { ...nullableString, description: 'Comma-separated' },
    stage_id: { ...nullableString, description: 'Pipeline stage the contact is in (lists and GET one); null when in none' },
    stage_name: nullableString,
    stage_color: nullableString,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'first', 'last', 'email', 'phone', 'company', 'company_id', 'company_name', 'tags', 'created_at', 'updated_at'],
} as const;

export const contactIdParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'Contact id (UUIDv7)' } },
  required: ['id'],
} as const;

export const contactListQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
    search: { ...text(200), description: 'Words matched as prefixes of first, last, email and company name' },
    sort_by: {
      type: 'string',
      enum: SORT_KEYS,
      default: 'name',
      description: 'name sorts by first then last name (as displayed), case-insensitively; company by the company text',
    },
    sort_order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    company_id: { ...text(100), description: 'Only contacts linked to this (live) company' },
  },
} as const;

export interface ContactListQuery {
  page: number;
  limit: number;
  search?: string;
  sort_by: ContactSortKey;
  sort_order: 'asc' | 'desc';
  company_id?: string;
}

export const contactListResponse = {
  type: 'object',
  properties: {
    contacts: { type: 'array', items: contactSchema },
    pagination: {
      type: 'object',
      properties: {
        totalCount: { type: 'integer' },
        page: { type: 'integer' },
        limit: { type: 'integer' },
        pages: { type: 'integer' },
      },
      required: ['totalCount', 'page', 'limit', 'pages'],
    },
  },
  required: ['contacts', 'pagination'],
} as const;

export const contactBody = {
  type: 'object',
  properties: {
    first: text(200),
    last: text(200),
    email: text(320),
    phone: optionalText(100),
    company: { ...optionalText(300), description: "Company name as text; left blank next to a company_id, it takes that company's name" },
    company_id: { ...optionalText(100), description: 'A live company of your organisation; null unlinks' },
    tags: { ...optionalText(2000), description: 'Comma-separated' },
  },
  required: ['first', 'last', 'email'],
} as const;

/** A contact as clients send it (POST and PUT). */
export interface ContactInput {
  first: string;
  last: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  company_id?: string | null;
  tags?: string | null;
}

const OPTIONAL = ['phone', 'company', 'company_id', 'tags'] as const;

/** Trimmed values; an optional field stays undefined when absent (left as is) and is null when blank. */
export function contactInput(body: ContactInput): ContactInput {
  const input: ContactInput = { first: body.first.trim(), last: body.last.trim(), email: body.email.trim() };
  for (const field of ['first', 'last', 'email'] as const) {
    // The same words Ajv uses for a missing field: to the client, blank and missing are one mistake.
    if (!input[field]) throw badRequest(`${field} is required`);
  }
  if (!isEmail(input.email)) throw badRequest(EMAIL_INVALID);
  for (const field of OPTIONAL) {
    const value = body[field];
    if (value !== undefined) input[field] = value?.trim() || null;
  }
  return input;
}

export const restoreBody = {
  type: 'object',
  properties: { ids: { type: 'array', items: text(100), maxItems: 10_000 } },
  required: ['ids'],
} as const;

export const restoreResponse = {
  type: 'object',
  properties: { restored: { type: 'integer', minimum: 0 } },
  required: ['restored'],
} as const;
