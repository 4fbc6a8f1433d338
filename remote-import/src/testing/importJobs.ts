// Import jobs as GET /imports and GET /imports/{id} answer them, for the wizard's tests.
import type { ImportJob } from '@meridian/shared/model';
import type { Reply, Route } from '@meridian/shared/testing';

let next = 0;

export function makeJob(overrides: Partial<ImportJob> = {}): ImportJob {
  next += 1;
  return {
    id: `job-${next}`,
    fileName: 'people.csv',
    fileSize: 1234,
    createdBy: { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test' },
    createdAt: '2024-01-05T15:30:00.000Z',
    startedAt: null,
    finishedAt: null,
    status: 'queued',
    phase: null,
    processed: 0,
    total: 0,
    queuePosition: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    companiesCreated: 0,
    footerRows: 0,
    durationMs: null,
    errors: [],
    error: null,
    options: { columnMapping: [], delimiter: ',', encoding: 'utf-8', headerRow: 1, createCompanies: true, existing: 'skip' },
    ...overrides,
  };
}

export const doneJob = (overrides: Partial<ImportJob> = {}) =>
  makeJob({ status: 'done', startedAt: '2024-01-05T15:30:01.000Z', finishedAt: '2024-01-05T15:30:04.200Z', durationMs: 3200, ...overrides });

export const listReply = (imports: ImportJob[], total = imports.length): Reply => ({
  body: { imports, pagination: { page: 1, limit: 20, total } },
});

/** The routes every wizard test needs: the page's summary and an organisation with no imports. */
export const BASE_ROUTES: Record<string, Route> = {
  'GET /organisation/summary': { body: { contacts: 0, companies: 0, pipelines: 1 } },
  'GET /imports': listReply([]),
};

/** A route that answers each reply in turn, then keeps answering the last one. */
export function inTurn(...replies: Route[]): Route {
  let i = 0;
  return (call) => {
    const reply = replies[Math.min(i, replies.length - 1)];
    i += 1;
    return typeof reply === 'function' ? reply(call) : reply;
  };
}
