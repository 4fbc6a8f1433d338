// Runs bulk edits of contacts (docs/ARCHITECTURE.md §5 "Bulk edit"). Up to `syncMax` contacts, the
// edit (or its undo) is one transaction in the request. More, it runs here as a job: batches of
// `batchSize` contacts, each its own short transaction (its changes, its moves, its events, its
// progress), with a pause between them so other requests' writes go first (SQLite has one writer;
// each batch holds it a few tens of milliseconds). Readers see the contacts change batch by batch.
// All or nothing: an edit that fails part-way puts back what its batches changed (from their
// moves) and ends 'failed'; one whose runner stopped (a crash, a restart) is found by the sweep
// once its heartbeat is older than the lease, and put back the same way. An undo that stopped
// part-way is finished by the sweep.
import type { FastifyBaseLogger } from 'fastify';
import { BULK_EDIT_SYNC_MAX, BULK_EDIT_UNDO_GRACE_MS, BULK_EDIT_UNDO_MS, type BulkEdit } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { abandonedBulkEdits, claimBulkEdit } from '../db/abandoned-bulk-edits';
import type { DbHandle } from '../db/connection';
import { tenantScope, type TenantScope } from '../db/tenant-scope';
import type { AuditActor } from '../repositories/audit-log';
import { countTargets, editBatch, type BatchContext } from '../repositories/bulk-edit-batches';
import { memberNames } from '../repositories/bulk-edit-stages';
import { restoreBatch, type RestoreContext } from '../repositories/bulk-edit-undo';
import type { EditPlan } from '../repositories/bulk-edit-values';
import { answerOf, bulkEditsRepository, type NewEdit } from '../repositories/bulk-edits';
import type { EditTarget } from '../repositories/bulk-edit-moves';

export interface BulkEditOptions {
  /** Up to this many contacts an edit or an undo runs in the request (BULK_EDIT_SYNC_MAX; tests lower it). */
  syncMax?: number;
  /** Contacts per batch of a job. */
  batchSize?: number;
  /** The pause between two batches, for other requests' writes. */
  pauseMs?: number;
  /** A running edit with no batch for this long was abandoned. */
  leaseMs?: number;
  /** How often abandoned edits are looked for. */
  sweepMs?: number;
  /** The requests being served: a job's next batch waits for them (at most MAX_WAIT_MS). */
  requestsInFlight?: () => ReadonlySet<unknown>;
  /** Tests: called before each batch of a job; a throw fails the edit there. */
  beforeBatch?: (editId: string, batch: number) => void | Promise<void>;
}

export const EDIT_FAILED = 'The bulk edit failed part-way; every contact it changed was put back.';
export const EDIT_ABANDONED = 'The bulk edit stopped part-way (the server restarted); every contact it changed was put back.';

/** The longest a batch waits for requests in flight: under constant traffic the job still moves. */
const MAX_WAIT_MS = 100;

/** Thrown to roll back an edit done in the request that changed no contact, with its answer. */
class NothingChanged extends Error {
  constructor(readonly answer: BulkEdit) {
    super('nothing changed');
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const undoUntil = () => new Date(Date.now() + BULK_EDIT_UNDO_MS + BULK_EDIT_UNDO_GRACE_MS).toISOString();

/** SQLite found the write lock taken, or PostgreSQL a deadlock or serialisation failure: the batch may be tried again. */
function retryable(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code.startsWith('SQLITE_BUSY') || code === '40001' || code === '40P01';
}

export class BulkEditRunner {
  private readonly syncMax: number;
  private readonly batchSize: number;
  private readonly pauseMs: number;
  private readonly leaseMs: number;
  private readonly sweepMs: number;
  private readonly jobs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly opts: BulkEditOptions = {},
  ) {
    this.syncMax = opts.syncMax ?? BULK_EDIT_SYNC_MAX;
    this.batchSize = opts.batchSize ?? 500;
    this.pauseMs = opts.pauseMs ?? 5;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.sweepMs = opts.sweepMs ?? 10_000;
  }

  /** Runs the edit: done in the request (200) or started as a job (202, status running). */
  async edit(scope: TenantScope, plan: Omit<EditPlan, 'id'>, target: EditTarget, actor: AuditActor): Promise<BulkEdit> {
    const id = uuidv7();
    const context: BatchContext = { plan: { ...plan, id }, target, actor, names: await memberNames(scope) };
    const edit = { id, change: plan.change, ownerOnly: scope.ownerOnly, createdBy: actor.id };
    const few = (await countTargets(scope, target, this.syncMax + 1)) <= this.syncMax;
    if (few) {
      try {
        return await this.editAtOnce(scope, context, edit);
      } catch (error) {
        // Nothing changed: nothing kept (no row, no undo), the organisation's data as it was.
        if (error instanceof NothingChanged) return error.answer;
        throw error;
      }
    }
    const repo = bulkEditsRepository(scope);
    await repo.create({ ...edit, total: await countTargets(scope, target) }, new Date().toISOString());
    this.track(this.runEdit(scope, context));
    return answerOf((await repo.find(id))!);
  }

  /** The whole edit in one transaction. */
  private editAtOnce(scope: TenantScope, context: BatchContext, edit: Omit<NewEdit, 'total'>): Promise<BulkEdit> {
    const { id } = edit;
    return scope.transaction(async (tx) => {
      const repo = bulkEditsRepository(tx);
      await repo.create({ ...edit, total: 0 }, new Date().toISOString());
      let after: string | null = null;
      let processed = 0;
      let changed = 0;
      for (;;) {
        const batch = await editBatch(tx, context, after, 5_000);
        if (batch.last === null) break;
        processed += batch.processed;
        changed += batch.changed;
        after = batch.last;
      }
      if (changed === 0) throw new NothingChanged({ id, status: 'done', total: processed, processed, changed, undo_until: null, error: null });
      await repo.progress(id, { total: processed, processed, changed });
      await repo.end(id, { status: 'done', undo_until: undoUntil() });
      return answerOf((await repo.find(id))!);
    });
  }

  /** Undoes a done edit in time: in the request up to syncMax changed contacts, else as a job (status undoing). */
  async undo(scope: TenantScope, id: string, actor: AuditActor): Promise<BulkEdit | 'not_found' | 'expired' | 'ended' | 'running'> {
    const repo = bulkEditsRepository(scope);
    const row = await repo.find(id);
    if (!row) return 'not_found';
    if (await repo.running()) return 'running';
    const context: RestoreContext = { editId: id, stage: row.action === 'set_stage', actor, names: await memberNames(scope) };
    if (row.changed <= this.syncMax) {
      return scope.transaction(async (tx) => {
        const txRepo = bulkEditsRepository(tx);
        const started = await txRepo.startUndo(id, new Date().toISOString());
        if (started !== 'started') return started;
        const undone = await this.restoreAll(tx, context, 5_000, 0);
        await txRepo.progress(id, { undone });
        await txRepo.end(id, { status: 'undone' });
        return answerOf((await txRepo.find(id))!);
      });
    }
    const started = await repo.startUndo(id, new Date().toISOString());
    if (started !== 'started') return started;
    this.track(this.runUndo(scope, context, 'undone', 0));
    return answerOf((await repo.find(id))!);
  }

  /** Looks for abandoned edits now and every sweepMs. */
  start(): void {
    const sweep = () => this.track(this.sweep());
    sweep();
    this.timer = setInterval(sweep, this.sweepMs);
    this.timer.unref();
  }

  /** Stops between batches: an edit left running is put back by the next sweep (here or in another instance). */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.jobs]);
  }

  /**
   * Before a batch: the pause, then until the requests being served when the last batch ended have
   * been answered (at most MAX_WAIT_MS; requests arriving meanwhile do not prolong it). A request
   * runs several queries one after the other, each waiting for the connection (SQLite's is one,
   * and a batch holds it): let through between two batches, it finishes in one go instead of
   * waiting a batch per query.
   */
  private async turn(): Promise<void> {
    const inFlight = this.opts.requestsInFlight;
    const waiting = [...(inFlight?.() ?? [])];
    await pause(this.pauseMs);
    if (!inFlight || !waiting.length) return;
    const deadline = Date.now() + MAX_WAIT_MS;
    while (waiting.some((request) => inFlight().has(request)) && Date.now() < deadline) await pause(1);
  }

  private track(job: Promise<void>): void {
    const tracked = job.catch((error: unknown) => this.log.error({ err: error }, 'bulk edit runner')).finally(() => this.jobs.delete(tracked));
    this.jobs.add(tracked);
  }

  /** One transaction, tried again when the database was busy. */
  private async attempt<R>(scope: TenantScope, work: (tx: TenantScope) => Promise<R>): Promise<R> {
    for (let tries = 1; ; tries++) {
      try {
        return await scope.transaction(work);
      } catch (error) {
        if (!retryable(error) || tries >= 5) throw error;
        await pause(this.pauseMs * tries * 10);
      }
    }
  }

  private async runEdit(scope: TenantScope, context: BatchContext): Promise<void> {
    const { id } = context.plan;
    let after: string | null = null;
    let processed = 0;
    let changed = 0;
    try {
      for (let n = 0; ; n++) {
        if (this.stopped) return;
        await this.turn();
        await this.opts.beforeBatch?.(id, n);
        const batch = await this.attempt(scope, async (tx) => {
          const out = await editBatch(tx, context, after, this.batchSize);
          const repo = bulkEditsRepository(tx);
          await repo.progress(id, { processed: processed + out.processed, changed: changed + out.changed });
          if (out.last === null) {
            await repo.progress(id, { total: processed });
            await repo.end(id, { status: 'done', undo_until: undoUntil() });
          }
          return out;
        });
        if (batch.last === null) return;
        processed += batch.processed;
        changed += batch.changed;
        after = batch.last;
      }
    } catch (error) {
      this.log.error({ err: error, bulkEdit: id }, 'bulk edit failed: putting back what it changed');
      const restore: RestoreContext = { editId: id, stage: context.plan.change.action === 'set_stage', actor: context.actor, names: context.names };
      await this.runUndo(scope, restore, 'failed', 0, EDIT_FAILED);
    }
  }

  /** Puts back every move of the edit in one transaction; the number of contacts put back. */
  private async restoreAll(tx: TenantScope, context: RestoreContext, size: number, from: number): Promise<number> {
    let undone = from;
    let after: string | null = null;
    for (;;) {
      const batch = await restoreBatch(tx, context, after, size);
      if (batch.last === null) return undone;
      undone += batch.restored;
      after = batch.last;
    }
  }

  /** Puts back every move of the edit, a batch at a time, then ends it with `status`. */
  private async runUndo(scope: TenantScope, context: RestoreContext, status: 'undone' | 'failed', from: number, error?: string): Promise<void> {
    let after: string | null = null;
    let undone = from;
    for (;;) {
      if (this.stopped) return;
      await this.turn();
      const batch = await this.attempt(scope, async (tx) => {
        const out = await restoreBatch(tx, context, after, this.batchSize);
        const repo = bulkEditsRepository(tx);
        if (status === 'undone') await repo.progress(context.editId, { undone: undone + out.restored });
        else await repo.progress(context.editId, {});
        if (out.last === null) await repo.end(context.editId, status === 'failed' ? { status, error: error ?? EDIT_FAILED, undo_until: null } : { status });
        return out;
      });
      if (batch.last === null) return;
      undone += batch.restored;
      after = batch.last;
    }
  }

  /** Edits whose runner stopped: a forward edit is put back (failed), an undo finished. */
  private async sweep(): Promise<void> {
    if (this.stopped) return;
    const before = new Date(Date.now() - this.leaseMs).toISOString();
    for (const abandoned of await abandonedBulkEdits(this.db.db, before)) {
      if (this.stopped || !(await claimBulkEdit(this.db.db, abandoned, new Date().toISOString()))) continue;
      const row = await bulkEditsRepository(tenantScope(this.db.db, abandoned.org_slug, this.db.dialect)).find(abandoned.id);
      if (!row) continue;
      const scope = tenantScope(this.db.db, abandoned.org_slug, this.db.dialect, row.owner_only ?? undefined);
      const context: RestoreContext = { editId: row.id, stage: row.action === 'set_stage', actor: null, names: await memberNames(scope) };
      this.log.warn({ bulkEdit: row.id, status: row.status }, 'bulk edit abandoned part-way: putting back what it changed');
      // An undo's count starts again: the contacts it put back no longer hold the edit's values.
      if (row.status === 'undoing') await this.runUndo(scope, context, 'undone', row.undone ?? 0);
      else await this.runUndo(scope, context, 'failed', 0, EDIT_ABANDONED);
    }
  }
}
