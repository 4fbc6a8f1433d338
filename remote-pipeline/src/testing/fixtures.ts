// Test-only fixtures for the pipeline screens.
import type { Board, BoardCard, BoardStage, Contact, ConvertedTotal, Deal, MoneyTotal, PipelineListItem, Stage } from '@meridian/shared/model';

export const PIPELINES: PipelineListItem[] = [
  { id: 'p1', name: 'Enterprise', created_at: '2024-01-01T00:00:00.000Z', isDefault: false },
  { id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true },
];

/** A card without a deal: every deal field null, as the API answers for a bare pipeline entry. */
export const NO_DEAL: Deal = { value: null, currency: null, close_date: null, owner_id: null, owner_name: null, next_step: null };

/** A contact that is also a board card (its deal empty unless `extra.deal` says otherwise). */
export function contact(id: string, first: string, last: string, extra: Partial<Contact & BoardCard> = {}): Contact & BoardCard {
  return {
    id,
    first,
    last,
    email: `${first.toLowerCase() || id}@example.test`,
    phone: null,
    company: null,
    company_id: null,
    company_name: null,
    tags: null,
    stage_id: null,
    stage_name: null,
    stage_color: null,
    owner_id: null,
    deal: NO_DEAL,
    next_activity: null,
    created_at: '2024-01-05',
    updated_at: '2024-01-05',
    ...extra,
  };
}

export const STAGES: Stage[] = [
  { id: 's1', name: 'Lead', color: '#3b82f6', position: 0, probability: 10, outcome: null },
  { id: 's2', name: 'Qualified', color: '#10b981', position: 1, probability: 50, outcome: null },
  { id: 's3', name: 'Won', color: '#f59e0b', position: 2, probability: 100, outcome: 'won' },
];

export function boardStage(stage: Stage, contacts: BoardCard[], count = contacts.length, totals: MoneyTotal[] = []): BoardStage {
  return { ...stage, contacts, count, totals };
}

/** A deal with the given fields, the rest null. */
export function deal(fields: Partial<Deal>): Deal {
  return { ...NO_DEAL, ...fields };
}

export const money = (value: string, currency = 'USD', count = 1): MoneyTotal => ({ value, currency, count });

/** A converted header figure in USD: its value, the sums it came from and the currencies without a rate. */
export const convertedTotal = (value = '0', parts: MoneyTotal[] = [], missing: string[] = []): ConvertedTotal => ({
  currency: 'USD',
  value,
  count: parts.filter((part) => !missing.includes(part.currency)).reduce((n, part) => n + part.count, 0),
  parts,
  missing,
});

/** Lead: Ann Lee, Bo Chen; Qualified: Cy Diaz; Won: empty. */
export function makeBoard(pipeline: Board['pipeline'] = PIPELINES[1]): Board {
  return {
    pipeline,
    totalContacts: 3,
    totals: { open: [], won: [], forecast: [], month: [], quarter: [] },
    defaultCurrency: 'USD',
    converted: { open: convertedTotal(), won: convertedTotal(), forecast: convertedTotal(), month: convertedTotal(), quarter: convertedTotal() },
    dealsWithValue: 0,
    stages: [
      boardStage(STAGES[0], [
        contact('c1', 'Ann', 'Lee', { company_name: 'Acme Ltd', company: 'Old Acme' }),
        contact('c2', 'Bo', 'Chen', { company: 'Globex' }),
      ]),
      boardStage(STAGES[1], [contact('c3', 'Cy', 'Diaz')]),
      boardStage(STAGES[2], []),
    ],
  };
}
