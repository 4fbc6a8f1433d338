import type React from 'react';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useCommonT } from '@meridian/shared/i18n';
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
  const t = useCommonT();
  const mismatch = VERSION_MISMATCH.test(error.message);
  return (
    <>
      {mismatch ? t('common.section.versionMismatch') : t('common.section.loadFailed')}
      <details style={{ marginTop: 8, textAlign: 'left', wordBreak: 'break-word' }}>
        <summary>{t('common.section.technicalDetails')}</summary>
        {error.message || String(error)}
      </details>
    </>
  );
}

/**
 * One load per module, shared by every place that renders it (e.g. each contact card's
 * `pipeline/AddToPipeline`): once loaded it renders at once, with no loading state per mount. A
 * failed one is forgotten, so the next mount tries again; Retry always loads afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map for modules of every props type
const loads = new Map<string, Promise<Loaded<any>>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map for modules of every props type
const loaded = new Map<string, ComponentType<any>>();

function loadOnce<P>(id: string, fresh: boolean): Promise<Loaded<P>> {
  const key = `${loaderGeneration()}:${id}`;
  const known = loads.get(key);
  if (known && !fresh) return known;
  const load = loadFederated<Loaded<P>>(id, { fresh }).then(
    (module) => {
      loaded.set(key, module.default);
      return module;
    },
    (error: unknown) => {
      if (loads.get(key) === load) loads.delete(key);
      throw error;
    },
  );
  loads.set(key, load);
  return load;
}

/** Starts loading a module before anything renders it (the shell's first screen, a pointer reaching a stand-in). */
export function preloadFederated(id: string): Promise<void> {
  return loadOnce(id, false).then(() => undefined);
}

/**
 * The module's component once loaded; a failure is thrown to the section's boundary. Not
 * React.lazy: a Suspense fallback shown while a section loads holds the section back for up to
 * 300 ms after it arrived (React throttles revealing content that replaces a fresh fallback),
 * which was most of the time between the board's data and its first card.
 */
function useFederatedModule<P>(id: string, attempt: number): ComponentType<P> | undefined {
  const key = `${loaderGeneration()}:${id}`;
  const wanted = `${key}#${attempt}`;
  const ready = attempt === 0 ? (loaded.get(key) as ComponentType<P> | undefined) : undefined;
  const [result, setResult] = useState<{ wanted: string; component?: ComponentType<P>; error?: unknown } | null>(null);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadOnce<P>(id, attempt > 0).then(
      (module) => current && setResult({ wanted, component: module.default }),
      (error: unknown) => current && setResult({ wanted, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, wanted, ready]);
  if (ready) return ready;
  if (result?.wanted !== wanted) return undefined;
  if (result.error) throw result.error;
  return result.component;
}

function Module<P extends object>({ id, attempt, props, loading }: { id: string; attempt: number; props?: P; loading: ReactNode }) {
  const Component = useFederatedModule<P>(id, attempt);
  if (!Component) return <>{loading}</>;
  // The section's own lazy parts still suspend here.
  return (
    <Suspense fallback={loading}>
      <Component {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

/** Renders a remote's exposed component; Retry loads it afresh. */
export function FederatedComponent<P extends object>({ id, props, loading, unavailable }: FederatedComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const t = useCommonT();
  return (
    <RemoteBoundary
      key={id}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(error, retry) =>
        unavailable ? unavailable(error, retry) : <ErrorState title={t('common.section.unavailable')} description={<Details error={error} />} onRetry={retry} />
      }
    >
      <Module id={id} attempt={attempt} props={props} loading={loading === undefined ? <LoadingState /> : loading} />
    </RemoteBoundary>
  );
}
