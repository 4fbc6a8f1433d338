import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  addDays,
  DashboardConversionAnswer,
  DashboardForecastAnswer,
  DashboardOwnersAnswer,
  DashboardQuery,
  DashboardStagesAnswer,
  DashboardWonLostAnswer,
} from '@meridian/contract';
import { activityLinks } from '../../repositories/activity-links';
import { conversionChart } from '../../repositories/dashboard/conversion-chart';
import { dashboardPipeline, type DealFilter } from '../../repositories/dashboard/deals';
import { forecastChart, wonLostChart } from '../../repositories/dashboard/month-charts';
import { checkRange, instantsOf, monthPeriod, today } from '../../repositories/dashboard/period';
import { ownersChart, stagesChart } from '../../repositories/dashboard/stage-charts';
import { conversionOf } from '../../repositories/exchange-rates';
import { pipelineRepository } from '../../repositories/pipeline';
import { errorResponses } from '../route-options';

const tags = ['dashboard'];
/** The conversion chart's default period: the last 90 days, today included. */
const CONVERSION_DAYS = 90;

const FILTERS =
  "Filters: `pipeline_id` (default: the default pipeline), `owner_id` (the deal's owner), `from`/`to` (calendar days, inclusive, " +
  "in the caller's time zone from their preferences, UTC without one). Deals follow their contact's record access; deleted contacts' deals are left out.";

/** What every chart starts from: the caller's zone, the pipeline with its stages, and the filter. */
async function chartInput(request: FastifyRequest, query: DashboardQuery) {
  const { pipeline_id, owner_id, from, to } = query;
  checkRange({ from, to });
  const timeZone = (await activityLinks(request.scope).timeZoneOf(request.user.id)) ?? 'UTC';
  const pipeline = await dashboardPipeline(request.scope, pipeline_id);
  const filter: DealFilter = { pipelineId: pipeline.pipeline.id, ownerId: owner_id };
  return { timeZone, pipeline, filter, range: { from, to } };
}

const route = (operationId: string, summary: string, description: string, answer: object) => ({
  config: { role: 'readonly' as const },
  schema: {
    tags,
    operationId,
    summary,
    description: `${description} ${FILTERS}`,
    querystring: DashboardQuery,
    response: { 200: answer, ...errorResponses(404) },
  },
});

/** The dashboard's charts (docs/PRODUCT.md §7 Dashboard): figures computed here, one query per chart. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // An organisation's first look at the dashboard may come before any pipeline call.
  app.addHook('preHandler', async (request) => {
    await pipelineRepository(request.scope).ensureDefaultPipeline();
  });

  app.get(
    '/dashboard/stages',
    route(
      'getDashboardStages',
      'Pipeline by stage: live deals now in each stage, their count and converted value',
      'Board order. With `from`/`to`, only deals that entered their stage in the period.',
      DashboardStagesAnswer,
    ),
    async (request) => {
      const { timeZone, pipeline, filter, range } = await chartInput(request, request.query);
      return stagesChart(request.scope, pipeline, filter, instantsOf(range, timeZone), await conversionOf(request.scope));
    },
  );

  app.get(
    '/dashboard/forecast',
    route(
      'getDashboardForecast',
      'Weighted forecast by month of close date (open stages only)',
      "Value × the stage's probability, rounded per stage and month to the minor unit. Default period: this month and the next 11.",
      DashboardForecastAnswer,
    ),
    async (request) => {
      const { timeZone, pipeline, filter, range } = await chartInput(request, request.query);
      const period = { ...monthPeriod(range, timeZone, 0, 11), timeZone };
      return forecastChart(request.scope, pipeline, filter, period, await conversionOf(request.scope));
    },
  );

  app.get(
    '/dashboard/won-lost',
    route(
      'getDashboardWonLost',
      'Won and lost by month',
      'Deals now in a won or lost stage, by the month they entered it. Default period: this month and the 11 before.',
      DashboardWonLostAnswer,
    ),
    async (request) => {
      const { timeZone, pipeline, filter, range } = await chartInput(request, request.query);
      const period = { ...monthPeriod(range, timeZone, 11, 0), timeZone };
      return wonLostChart(request.scope, pipeline, filter, period, await conversionOf(request.scope));
    },
  );

  app.get(
    '/dashboard/owners',
    route(
      'getDashboardOwners',
      "Open and won value by the deal's owner, most open value first",
      'With `from`/`to`, only deals that entered their stage in the period.',
      DashboardOwnersAnswer,
    ),
    async (request) => {
      const { timeZone, pipeline, filter, range } = await chartInput(request, request.query);
      return ownersChart(request.scope, pipeline, filter, instantsOf(range, timeZone), await conversionOf(request.scope));
    },
  );

  app.get(
    '/dashboard/conversion',
    route(
      'getDashboardConversion',
      'Conversion from each stage to Won over a period',
      'Of the deals (contacts) that entered each stage in the period (the pipeline history), how many are now in a won stage. Default period: the last 90 days.',
      DashboardConversionAnswer,
    ),
    async (request) => {
      const { timeZone, pipeline, filter, range } = await chartInput(request, request.query);
      const to = range.to ?? (range.from ? addDays(range.from, CONVERSION_DAYS - 1) : today(timeZone));
      const from = range.from ?? addDays(to, 1 - CONVERSION_DAYS);
      const { start, end } = instantsOf({ from, to }, timeZone);
      return conversionChart(request.scope, pipeline, filter, { from, to, start: start!, end: end! });
    },
  );
};
