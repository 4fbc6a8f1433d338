// The one filter shape of the contact and company lists (docs/PRODUCT.md §7 Filters): the same
// properties in the list's query string, the count, the exports, "Select all N matching" (bulk
// delete and bulk edit) and a saved view. Every property narrows (AND); an absent one does not.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, Text } from './common';
import { NEXT_ACTIVITY_STATES } from './activity-rules';
import { PIPELINE_STATUSES, PRESENCE, TAG_FILTER_MAX } from './view-rules';

/** An owner filter: a member id. Never 'me': answers are cached per organisation and URL, so the client sends its own id. */
export const OwnerFilter = Text(200, 'Only what this member owns');

const tagList = (description: string) => Text(1000, `${description}: comma-separated, at most ${TAG_FILTER_MAX}, case-insensitive`);
const instant = (description: string) => Type.String({ format: 'date-time', description });
const day = (description: string) => Type.String({ format: 'date', description });
const presence = (description: string) => StringEnum(PRESENCE, { description });
/** A non-negative amount in the currency's major unit, as text ("1500", "1500.50"). */
const amount = (description: string) => Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{1,4})?$', description });

/** What contacts and companies are both filtered by: their dates and whether they have an email or a phone. */
const RECORD_PROPERTIES = {
  created_from: Type.Optional(instant('Created at or after this instant')),
  created_to: Type.Optional(instant('Created before this instant')),
  updated_from: Type.Optional(instant('Last changed at or after this instant')),
  updated_to: Type.Optional(instant('Last changed before this instant')),
  has_email: Type.Optional(presence('yes: an email; no: none')),
  has_phone: Type.Optional(presence('yes: a phone number; no: none')),
};

export const ContactFilterProperties = {
  search: Type.Optional(Text(200, 'Words matched as prefixes of first, last, email and company name')),
  company_id: Type.Optional(Text(100, 'Only contacts linked to this (live) company')),
  owner_id: Type.Optional(OwnerFilter),
  tags_any: Type.Optional(tagList('Contacts with at least one of these tags')),
  tags_all: Type.Optional(tagList('Contacts with every one of these tags')),
  tags_none: Type.Optional(tagList('Contacts with none of these tags')),
  stage_id: Type.Optional(Text(100, 'Contacts in this pipeline stage')),
  pipeline_status: Type.Optional(
    StringEnum(PIPELINE_STATUSES, { description: 'none: in no pipeline; open: in a stage with no outcome; won / lost: in a stage with that outcome' }),
  ),
  ...RECORD_PROPERTIES,
  deal_currency: Type.Optional(
    Type.String({ pattern: '^[A-Z]{3}$', description: "Deals in this currency (ISO 4217); with a value range and no currency, the organisation's default" }),
  ),
  deal_value_min: Type.Optional(amount('Deal value at least this much, in the major unit of deal_currency')),
  deal_value_max: Type.Optional(amount('Deal value at most this much, in the major unit of deal_currency')),
  close_from: Type.Optional(day('Deal close date on or after this day')),
  close_to: Type.Optional(day('Deal close date on or before this day')),
  next_activity: Type.Optional(
    StringEnum(NEXT_ACTIVITY_STATES, {
      description: "The contact's next open activity: overdue, due today (the caller's zone), planned later, or none (activity-rules.ts)",
    }),
  ),
};
export const ContactFilter = Type.Object(ContactFilterProperties, { additionalProperties: false });
export type ContactFilter = Static<typeof ContactFilter>;

export const CompanyFilterProperties = {
  search: Type.Optional(Text(200, 'Words matched in name, industry and description')),
  owner_id: Type.Optional(OwnerFilter),
  industry: Type.Optional(Text(100, 'Companies in this industry (case-insensitive, exact)')),
  size: Type.Optional(Text(20, 'Companies of this size')),
  ...RECORD_PROPERTIES,
  has_website: Type.Optional(presence('yes: a website; no: none')),
};
export const CompanyFilter = Type.Object(CompanyFilterProperties, { additionalProperties: false });
export type CompanyFilter = Static<typeof CompanyFilter>;
