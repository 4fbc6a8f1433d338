import type { TenancyCase } from '../helpers/tenancy';

const CHARTS = ['stages', 'forecast', 'won-lost', 'owners', 'conversion'] as const;

interface Figures {
  count?: number;
  entered?: number;
  won?: number | { count: number };
  value?: { count: number };
  weighted?: { count: number };
  open?: { count: number };
  lost?: { count: number };
}

/** B's own default pipeline: created on first use, with no deals, so every figure is zero. */
function ownEmptyPipeline(res: Parameters<Exclude<TenancyCase['expect'], string>>[0]): void {
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.pipeline.name).toBe('Default Sales Pipeline');
  const rows: Figures[] = body.stages ?? body.months ?? body.owners;
  for (const row of rows) {
    for (const figure of [row.count, row.entered, row.won, row.value, row.weighted, row.open, row.lost]) {
      if (figure !== undefined) expect(typeof figure === 'number' ? figure : figure.count).toBe(0);
    }
  }
  if (body.owners) expect(body.owners).toEqual([]);
}

/**
 * The dashboard's charts. A's pipeline id is a 404; without one B gets its own default pipeline,
 * empty; A's member as the owner filter finds nothing.
 */
export const dashboardCases: TenancyCase[] = CHARTS.flatMap((chart): TenancyCase[] => [
  { route: `GET /dashboard/${chart}`, url: (ids) => `/dashboard/${chart}?pipeline_id=${ids.pipelineId}`, expect: 'not-found' },
  { route: `GET /dashboard/${chart}`, url: () => `/dashboard/${chart}?from=2026-01-01&to=2026-12-31`, expect: ownEmptyPipeline },
  { route: `GET /dashboard/${chart}`, url: (ids) => `/dashboard/${chart}?owner_id=${ids.memberId}`, expect: ownEmptyPipeline },
]);
