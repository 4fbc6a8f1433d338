// A few long-lived threads that read the head of uploaded files (preview-worker.ts), so that no
// parsing happens on the API's event loop. Started on first use; stopped with the app.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker';
import { transferList } from '../workers/transfer';
import type { PreviewAnswer, PreviewTask } from './preview-worker';

interface Pending {
  resolve: (answer: PreviewAnswer) => void;
  reject: (error: Error) => void;
}

export class PreviewPool {
  private workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private next = 0;
  private ids = 0;
  private closed = false;

  constructor(private readonly size = 2) {}

  /** The task's bytes (its head or CSV) move to the thread when they are the whole of their memory. */
  run(task: PreviewTask): Promise<PreviewAnswer> {
    if (this.closed) return Promise.reject(new Error('The preview threads are stopped'));
    const slot = this.slot();
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, task }, transferList(task.kind === 'legacy' ? task.csv : task.head));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers = [];
  }

  private slot() {
    if (this.workers.length < this.size) {
      const worker = startWorker(__dirname, 'preview-worker', __filename, { resourceLimits: { maxOldGenerationSizeMb: 1024 } });
      worker.unref();
      const slot = { worker, pending: new Map<number, Pending>() };
      worker.on('message', ({ id, answer, failure }: { id: number; answer?: PreviewAnswer; failure?: string }) => {
        const pending = slot.pending.get(id);
        slot.pending.delete(id);
        if (answer) pending?.resolve(answer);
        else pending?.reject(new Error(`Preview failed: ${failure}`));
      });
      const fail = (error: Error) => {
        this.workers = this.workers.filter((w) => w !== slot);
        for (const p of slot.pending.values()) p.reject(error);
        slot.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`Preview thread stopped (exit code ${code})`)));
      this.workers.push(slot);
      return slot;
    }
    return this.workers[this.next++ % this.workers.length]!;
  }
}
