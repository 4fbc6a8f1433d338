// Deals (a pipeline entry's value, currency, close date, owner and next step), their totals, the
// organisation's members (who can own things) and its settings. Beyond the original specification (ARCHITECTURE §9.10).
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, REFUSE_OTHER_KEYS, StringEnum, Text } from './common';
import { RecordAccessSchema } from './team';
import { ContactFilterProperties, OwnerFilter } from './filters';

export const NEXT_STEP_MAX = 500;
/** Default win probabilities of the default pipeline's stages, by position (Lead … Lost). */
export const DEFAULT_STAGE_PROBABILITIES = [10, 25, 50, 75, 100, 0] as const;

const currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, upper-case (money.ts isCurrencyCode)' });
const amount = Type.String({
  maxLength: 40,
  description: "Decimal text with '.' and no separators, e.g. \"12500.50\"; at most the currency's minor digits (money.ts parseAmount)",
});
/** A calendar day, no time or zone: the day the deal is expected to close. */
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description: 'YYYY-MM-DD' });

// ---- A deal as the board and the contact page show it ----------------------------------------

export const Deal = Type.Object(
  {
    value: NullableString({ description: 'Decimal text with the currency\'s minor digits ("12500.00"); null when not set' }),
    currency: NullableString({ description: 'ISO 4217; null only when value is null' }),
    close_date: NullableString({ description: 'Expected close date, YYYY-MM-DD' }),
    owner_id: NullableString({ description: 'A member id (GET /members)' }),
    owner_name: NullableString({ description: "The owner's name as last seen" }),
    next_step: NullableString(),
  },
  { description: 'Every field optional (null): a contact in a stage without a deal value is still a card.' },
);
export type Deal = Static<typeof Deal>;

/** A sum of values in one currency. Currencies are never added together. */
export const MoneyTotal = Type.Object({
  currency,
  value: Type.String({ description: 'Decimal text, exact' }),
  count: Type.Integer({ minimum: 0, description: 'Deals with a value in this currency' }),
});
export type MoneyTotal = Static<typeof MoneyTotal>;

const totals = (description: string) => Type.Array(MoneyTotal, { description: `${description}; one item per currency, most deals first` });

/** The board header's figures per currency, over every card of the pipeline (of the board's filters when set). */
export const BoardTotals = Type.Object({
  open: totals('Values in stages that are neither won nor lost'),
  won: totals('Values in won stages, shown apart: never inside the forecast'),
  forecast: totals("Σ over the open stages of their sum × the stage's probability, each rounded to the minor unit (won and lost never count)"),
  month: totals("Values of open deals whose close date falls in the caller's current calendar month (their time zone)"),
  quarter: totals("Values of open deals whose close date falls in the caller's current calendar quarter (their time zone)"),
});
export type BoardTotals = Static<typeof BoardTotals>;

export const StageOutcome = Type.Unsafe<'won' | 'lost' | null>({
  type: ['string', 'null'],
  enum: ['won', 'lost', null],
  description: "Whether deals in this stage are won or lost (null: open). Set for the default pipeline's Won and Lost stages",
});
export type StageOutcome = Static<typeof StageOutcome>;

// ---- Changing a deal --------------------------------------------------------------------------

/**
 * PUT /pipeline/{contactId}/deal: only the fields sent change; null clears one. A value without a
 * currency keeps the deal's currency, or takes the organisation's default when it has none.
 * A refusal answers `{ error, field }` with the field's name.
 */
export const DealBody = Type.Object(
  {
    value: Type.Optional(Type.Union([amount, Type.Null()])),
    currency: Type.Optional(Type.Union([currency, Type.Null()])),
    close_date: Type.Optional(Type.Union([day, Type.Null()])),
    owner_id: Type.Optional(NullableString({ maxLength: 200, description: 'A member of the organisation; null for nobody' })),
    next_step: Type.Optional(NullableString({ maxLength: NEXT_STEP_MAX, description: 'Trimmed; blank is null' })),
  },
  { additionalProperties: false },
);
export type DealBody = Static<typeof DealBody>;

export const DEAL_FIELDS = ['value', 'close_date', 'owner', 'next_step'] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** One recorded change, as the contact's Activity lists it (a pipeline history entry of kind 'deal'). */
export const DealChange = Type.Object({
  field: StringEnum(DEAL_FIELDS, { description: "'value' covers value and currency together" }),
  from: NullableString({ description: "For 'value': '{amount} {currency}'; for 'owner': the name; otherwise the raw value" }),
  to: NullableString(),
});
export type DealChange = Static<typeof DealChange>;

export const DealAnswer = Type.Object({ deal: Deal, changes: Type.Array(DealChange, { description: 'What this request changed (empty: nothing)' }) });
export type DealAnswer = Static<typeof DealAnswer>;

// ---- Members and the organisation's settings --------------------------------------------------

/** A user the API has seen with a verified token of this organisation (the sign-in service stays the source of identity). */
export const Member = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });
export type Member = Static<typeof Member>;

export const MemberListAnswer = Type.Object({ members: Type.Array(Member, { description: 'By name' }) });
export type MemberListAnswer = Static<typeof MemberListAnswer>;

export const OrganisationSettings = Type.Object({
  default_currency: currency,
  record_access: RecordAccessSchema,
});
export type OrganisationSettings = Static<typeof OrganisationSettings>;

/** PUT /organisation/settings: the settings to change, at least one; those left out keep their value. */
export const OrganisationSettingsChange = Type.Object(
  { default_currency: Type.Optional(currency), record_access: Type.Optional(RecordAccessSchema) },
  { additionalProperties: false, minProperties: 1 },
);
export type OrganisationSettingsChange = Static<typeof OrganisationSettingsChange>;

export const DealReadAnswer = Type.Object({
  deal: Deal,
  defaultCurrency: Type.String({ description: "The organisation's default currency (for a value entered without one)" }),
});
export type DealReadAnswer = Static<typeof DealReadAnswer>;

/**
 * GET /pipeline/{id}/deals.csv: every card of the pipeline, by stage then newest first, narrowed by
 * the contact list's filters (filters.ts). owner_id is the deal's owner, as on the board; the
 * contact list's owner filter is contact_owner_id here.
 */
export const DealsExportQuery = Type.Object(
  {
    ...ContactFilterProperties,
    owner_id: Type.Optional(Text(200, "Only deals this member owns (the deal's owner, as on the board)")),
    contact_owner_id: Type.Optional(OwnerFilter),
  },
  REFUSE_OTHER_KEYS,
);
export type DealsExportQuery = Static<typeof DealsExportQuery>;
/** The deals CSV's header row, in order (the contacts CSV keeps its documented columns). */
export const DEALS_CSV_COLUMNS = ['Contact', 'Company', 'Stage', 'Value', 'Currency', 'Close date', 'Owner', 'Probability'] as const;
