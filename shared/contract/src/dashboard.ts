// The dashboard's charts (docs/PRODUCT.md §7 Dashboard): each answer is computed by the API from
// one query over the pipeline's live deals (or its history), money converted to the organisation's
// default currency (ConvertedTotal). Every chart takes the same filters.
import { Type, type Static } from '@sinclair/typebox';
import { ConvertedTotal } from './converted-total';
import { StageOutcome } from './deals';
import { OwnerFilter } from './filters';

/** The longest period the month charts (forecast, won and lost) answer, in months. */
export const DASHBOARD_MONTHS_MAX = 60;

const day = (description: string) => Type.String({ format: 'date', description });
const month = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' });

export const DashboardQuery = Type.Object(
  {
    pipeline_id: Type.Optional(Type.String({ maxLength: 100, description: "The pipeline; the organisation's default pipeline when left out" })),
    owner_id: Type.Optional(OwnerFilter),
    from: Type.Optional(day("First day of the period, inclusive (the caller's time zone for instants)")),
    to: Type.Optional(day('Last day of the period, inclusive; before `from`: 400 filter_range_invalid')),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

const DashboardPipeline = Type.Object({ id: Type.String(), name: Type.String() });
const currency = Type.String({ description: "The organisation's default currency: every ConvertedTotal's" });

export const DashboardStagesAnswer = Type.Object({
  pipeline: DashboardPipeline,
  currency,
  stages: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      color: Type.String(),
      outcome: StageOutcome,
      probability: Type.Integer({ minimum: 0, maximum: 100 }),
      count: Type.Integer({ minimum: 0, description: 'Live deals now in the stage (that entered it in the period)' }),
      value: ConvertedTotal,
    }),
    { description: 'Board order' },
  ),
});
export type DashboardStagesAnswer = Static<typeof DashboardStagesAnswer>;

export const DashboardForecastAnswer = Type.Object({
  pipeline: DashboardPipeline,
  currency,
  months: Type.Array(
    Type.Object({
      month,
      count: Type.Integer({ minimum: 0, description: 'Deals in open stages closing this month' }),
      weighted: ConvertedTotal,
    }),
    { description: 'Every month of the period, oldest first (empty months too)' },
  ),
  undated: Type.Integer({ minimum: 0, description: 'Deals in open stages without a close date (in no month)' }),
});
export type DashboardForecastAnswer = Static<typeof DashboardForecastAnswer>;

export const DashboardWonLostAnswer = Type.Object({
  pipeline: DashboardPipeline,
  currency,
  months: Type.Array(Type.Object({ month, won: ConvertedTotal, lost: ConvertedTotal }), {
    description: "Every month of the period, oldest first; a deal counts in the month it entered its won or lost stage (the caller's time zone)",
  }),
});
export type DashboardWonLostAnswer = Static<typeof DashboardWonLostAnswer>;

export const DashboardOwnersAnswer = Type.Object({
  pipeline: DashboardPipeline,
  currency,
  owners: Type.Array(
    Type.Object({
      owner_id: Type.Union([Type.String(), Type.Null()], { description: "The deal's owner; null for deals nobody owns" }),
      name: Type.Union([Type.String(), Type.Null()], { description: "The owner's name as last seen" }),
      open: ConvertedTotal,
      won: ConvertedTotal,
    }),
    { description: 'Most open value first' },
  ),
});
export type DashboardOwnersAnswer = Static<typeof DashboardOwnersAnswer>;

export const DashboardConversionAnswer = Type.Object({
  pipeline: DashboardPipeline,
  from: day('The period applied (the default: the last 90 days)'),
  to: day('The period applied, inclusive'),
  stages: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      entered: Type.Integer({ minimum: 0, description: 'Deals (contacts) that entered the stage in the period' }),
      won: Type.Integer({ minimum: 0, description: 'Of those, the ones now in a won stage of the pipeline' }),
      rate: Type.Number({ minimum: 0, maximum: 1, description: 'won / entered; 0 when entered is 0' }),
    }),
    { description: 'Board order' },
  ),
});
export type DashboardConversionAnswer = Static<typeof DashboardConversionAnswer>;
