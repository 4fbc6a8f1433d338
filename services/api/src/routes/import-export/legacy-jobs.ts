// SPEC §7 execute and progress on top of import jobs: wait for a job to end, and its progress in
// the phases those clients know.
import type { ImportProgress } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { ENDED, type JobRow } from '../../jobs/import-jobs';

const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForEnd(app: FastifyInstance, orgSlug: string, id: string): Promise<JobRow> {
  for (;;) {
    const job = await app.imports.jobs.get(orgSlug, id);
    if (!job) throw new Error(`Import ${id} disappeared`);
    if (ENDED.includes(job.status)) return job;
    await sleep(POLL_MS);
  }
}

const PHASES = { waiting: 'validating', reading: 'parsing', writing: 'writing', finishing: 'finishing' } as const;

export function legacyProgress(job: JobRow): ImportProgress {
  if (job.status === 'done') return { importId: job.client_ref!, phase: 'done', processed: job.processed, total: job.processed };
  const phase = job.status === 'running' && job.phase ? PHASES[job.phase] : 'parsing';
  return { importId: job.client_ref!, phase, processed: job.processed, total: job.total };
}
