// The dashboard's charts (docs/PRODUCT.md §7 "Dashboard"): one call per chart, each over a
// pipeline (the default one without it), an owner's deals and a range of calendar days.
import type {
  DashboardConversionAnswer,
  DashboardForecastAnswer,
  DashboardOwnersAnswer,
  DashboardQuery,
  DashboardStagesAnswer,
  DashboardWonLostAnswer,
} from '@meridian/contract';
import { apiRequest } from './request';

export type { ConvertedTotal, DashboardQuery } from '@meridian/contract';

/** The five charts by the last segment of their path. */
export type DashboardChart = 'stages' | 'forecast' | 'won-lost' | 'owners' | 'conversion';

export interface DashboardAnswers {
  stages: DashboardStagesAnswer;
  forecast: DashboardForecastAnswer;
  'won-lost': DashboardWonLostAnswer;
  owners: DashboardOwnersAnswer;
  conversion: DashboardConversionAnswer;
}

/** Every chart, in the order the dashboard shows them. */
export const DASHBOARD_CHARTS: readonly DashboardChart[] = ['stages', 'forecast', 'won-lost', 'owners', 'conversion'];

/** The query of the dashboard's filter: empty choices left out, so the shell's early requests and the page share keys. */
export function dashboardQuery(filter: { pipelineId?: string | null; ownerId?: string | null; from?: string | null; to?: string | null }): DashboardQuery {
  const query: DashboardQuery = {};
  if (filter.pipelineId) query.pipeline_id = filter.pipelineId;
  if (filter.ownerId) query.owner_id = filter.ownerId;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
}

export const dashboardApi = {
  chart: <C extends DashboardChart>(chart: C, query: DashboardQuery = {}) => apiRequest<DashboardAnswers[C]>(`/dashboard/${chart}`, { query: { ...query } }),
};

export const dashboardKeys = {
  /** One chart over one filter (empty properties left out, so equal filters share an entry). */
  dashboard: (chart: DashboardChart, query: DashboardQuery = {}) => ['dashboard', chart, query] as const,
};
