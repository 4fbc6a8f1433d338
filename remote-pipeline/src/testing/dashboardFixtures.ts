// Test-only: the dashboard API's answers for a small pipeline (two stages with deals, one empty).
import type { ConvertedTotal, DashboardAnswers } from '@meridian/shared/api';

const PIPELINE = { id: 'p2', name: 'Default Sales Pipeline' };

export function usd(value: string, count: number, parts = [{ currency: 'USD', value, count }], missing: string[] = []): ConvertedTotal {
  return { currency: 'USD', value, count, parts, missing };
}

export const DASHBOARD: DashboardAnswers = {
  stages: {
    pipeline: PIPELINE,
    currency: 'USD',
    stages: [
      { id: 's1', name: 'Lead', color: '#4f46e5', outcome: null, probability: 10, count: 3, value: usd('12500.50', 3) },
      {
        id: 's2',
        name: 'Proposal',
        color: '#0e7490',
        outcome: null,
        probability: 50,
        count: 2,
        value: usd(
          '4000.00',
          1,
          [
            { currency: 'USD', value: '4000.00', count: 1 },
            { currency: 'CHF', value: '900.00', count: 1 },
          ],
          ['CHF'],
        ),
      },
      { id: 's3', name: 'Won', color: '#15803d', outcome: 'won', probability: 100, count: 0, value: usd('0.00', 0, []) },
    ],
  },
  forecast: {
    pipeline: PIPELINE,
    currency: 'USD',
    months: [
      { month: '2026-12', count: 2, weighted: usd('1250.05', 2) },
      { month: '2027-01', count: 0, weighted: usd('0.00', 0, []) },
    ],
    undated: 1,
  },
  'won-lost': {
    pipeline: PIPELINE,
    currency: 'USD',
    months: [{ month: '2026-11', won: usd('3000.00', 1), lost: usd('500.00', 1) }],
  },
  owners: {
    pipeline: PIPELINE,
    currency: 'USD',
    owners: [
      { owner_id: 'u2', name: 'Bea Brown', open: usd('8000.00', 2), won: usd('3000.00', 1) },
      { owner_id: null, name: null, open: usd('500.50', 1), won: usd('0.00', 0, []) },
    ],
  },
  conversion: {
    pipeline: PIPELINE,
    from: '2026-09-03',
    to: '2026-12-01',
    stages: [
      { id: 's1', name: 'Lead', entered: 4, won: 1, rate: 0.25 },
      { id: 's2', name: 'Proposal', entered: 2, won: 1, rate: 0.5 },
    ],
  },
};
