// Stand-in for @meridian/contract's dashboard.ts and converted-total.ts (built on another branch):
// the same shapes; replaced by `import type … from '@meridian/contract'` at merge.
import type { MoneyTotal } from '@meridian/contract';

export interface ConvertedTotal {
  currency: string;
  value: string;
  count: number;
  parts: MoneyTotal[];
  missing: string[];
}

export interface DashboardQuery {
  pipeline_id?: string;
  owner_id?: string;
  from?: string;
  to?: string;
}

type Outcome = 'open' | 'won' | 'lost';
interface PipelineRef {
  id: string;
  name: string;
}

export interface DashboardStagesAnswer {
  pipeline: PipelineRef;
  currency: string;
  stages: { id: string; name: string; color: string; outcome: Outcome; probability: number; count: number; value: ConvertedTotal }[];
}
export interface DashboardForecastAnswer {
  pipeline: PipelineRef;
  currency: string;
  months: { month: string; count: number; weighted: ConvertedTotal }[];
  undated: number;
}
export interface DashboardWonLostAnswer {
  pipeline: PipelineRef;
  currency: string;
  months: { month: string; won: ConvertedTotal; lost: ConvertedTotal }[];
}
export interface DashboardOwnersAnswer {
  pipeline: PipelineRef;
  currency: string;
  owners: { owner_id: string | null; name: string | null; open: ConvertedTotal; won: ConvertedTotal }[];
}
export interface DashboardConversionAnswer {
  pipeline: PipelineRef;
  from: string;
  to: string;
  stages: { id: string; name: string; entered: number; won: number; rate: number }[];
}
