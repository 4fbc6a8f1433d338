import { useCallback, useSyncExternalStore } from 'react';
import { preloadFederated } from '@meridian/shared/federation';
import { ADD_TO_PIPELINE_MODULE } from '../utils/contactConstants';

/**
 * Where the pipeline remote's `pipeline/AddToPipeline` is, for every card at once. It loads on the
 * first sign that a user may press a 'Pipeline' button (pointer over it, focus, a press), not with
 * the page: the remote's entry is 10 KB gzip that the first screen does not need (bench:web).
 */
type PieceState = 'idle' | 'loading' | 'ready' | 'failed';

let state: PieceState = 'idle';
const listeners = new Set<() => void>();

function set(next: PieceState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the piece once. A failed intent is forgotten (the next one tries again). */
function load(): Promise<void> {
  if (state === 'ready') return Promise.resolve();
  if (state !== 'loading') set('loading');
  return preloadFederated(ADD_TO_PIPELINE_MODULE).then(
    () => set('ready'),
    (error: unknown) => {
      if (state === 'loading') set('idle');
      throw error;
    },
  );
}

/**
 * `start` on intent; `press` when a stand-in is pressed: if the piece cannot load then, the
 * pipeline remote is down, and the cards stop offering the button until the page reloads.
 */
export function usePipelinePiece() {
  const current = useSyncExternalStore(subscribe, () => state);
  const start = useCallback(() => void load().catch(() => undefined), []);
  const press = useCallback(
    () =>
      load().catch((error: unknown) => {
        set('failed');
        throw error;
      }),
    [],
  );
  return { state: current, start, press };
}

/** Tests start each case from a page that has not loaded the piece. */
export function resetPipelinePiece(): void {
  state = 'idle';
}
