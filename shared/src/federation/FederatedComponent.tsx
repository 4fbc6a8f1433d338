import type React from 'react';
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@meridian/shared/ui';
import { loadFederated, loaderGeneration } from './remoteLoader';
import { RemoteBoundary } from './RemoteBoundary';

export interface FederatedComponentProps<P extends object> {
  /** Federated module id, e.g. 'contacts/routes'. */
  id: string;
  props?: P;
  /** Shown while the module loads (null: nothing); a spinner when left out. */
  loading?: ReactNode;
  /** Replaces the default 'This section is unavailable' view (e.g. a disabled option). */
  unavailable?: (error: Error, retry: () => void) => ReactNode;
}

type Loaded<P> = { default: ComponentType<P> };

/** The federation runtime's words for a remote built against an incompatible shared package. */
const VERSION_MISMATCH = /does not satisfy the requirement/;

/** A plain sentence for the user; the loader's own message stays one click away. */
function Details({ error }: { error: Error }) {
  const mismatch = VERSION_MISMATCH.test(error.message);
  return (
    <>
      {mismatch
        ? 'This section was built for another version of Meridian and cannot run in this one. Retrying will not help until a compatible version is deployed.'
        : 'It could not be loaded right now. Check your connection and try again.'}
      <details style={{ marginTop: 8, textAlign: 'left', wordBreak: 'break-word' }}>
        <summary>Technical details</summary>
        {error.message || String(error)}
      </details>
    </>
  );
}

/**
 * One load and one lazy component per module, shared by every place that renders it (e.g. each
 * contact card's `pipeline/AddToPipeline`): once loaded it renders at once, with no loading flash
 * per mount. A failed one is forgotten, so the next mount tries again; Retry always loads afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map for modules of every props type
const loads = new Map<string, Promise<Loaded<any>>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map for modules of every props type
const lazies = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function loadOnce<P>(id: string, fresh: boolean): Promise<Loaded<P>> {
  const key = `${loaderGeneration()}:${id}`;
  const known = loads.get(key);
  if (known && !fresh) return known;
  const load = loadFederated<Loaded<P>>(id, { fresh }).catch((error: unknown) => {
    if (loads.get(key) === load) loads.delete(key);
    throw error;
  });
  loads.set(key, load);
  return load;
}

/** Starts loading a module before anything renders it (e.g. when the pointer reaches its stand-in). */
export function preloadFederated(id: string): Promise<void> {
  return loadOnce(id, false).then(() => undefined);
}

function lazyModule<P>(id: string, fresh: boolean): LazyExoticComponent<ComponentType<P>> {
  const key = `${loaderGeneration()}:${id}`;
  const known = lazies.get(key);
  if (known && !fresh) return known;
  const made = lazy(() =>
    loadOnce<P>(id, fresh).catch((error: unknown) => {
      if (lazies.get(key) === made) lazies.delete(key);
      throw error;
    }),
  );
  lazies.set(key, made);
  return made;
}

/** Renders a remote's exposed component; Retry makes a NEW lazy (React caches a rejected one). */
export function FederatedComponent<P extends object>({ id, props, loading, unavailable }: FederatedComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(() => lazyModule<P>(id, attempt > 0), [id, attempt]);
  return (
    <RemoteBoundary
      key={id}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(error, retry) =>
        unavailable ? (
          unavailable(error, retry)
        ) : (
          <ErrorState title="This section is unavailable" description={<Details error={error} />} onRetry={retry} retryLabel="Retry" />
        )
      }
    >
      <Suspense fallback={loading === undefined ? <LoadingState label="Loading..." /> : loading}>
        <Lazy {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteBoundary>
  );
}
