import type React from 'react';
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@meridian/shared/ui';
import { loadFederated } from './remoteLoader';
import { RemoteBoundary } from './RemoteBoundary';

export interface FederatedComponentProps<P extends object> {
  /** Federated module id, e.g. 'contacts/routes'. */
  id: string;
  props?: P;
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

/** Renders a remote's exposed component; Retry makes a NEW lazy (React caches a rejected one). */
export function FederatedComponent<P extends object>({ id, props, loading, unavailable }: FederatedComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(() => loadFederated<Loaded<P>>(id, { fresh: attempt > 0 })),
    [id, attempt],
  );
  return (
    <RemoteBoundary
      key={id}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(error, retry) =>
        unavailable ? (
          unavailable(error, retry)
        ) : (
          <ErrorState
            title="This section is unavailable"
            description={<Details error={error} />}
            onRetry={retry}
            retryLabel="Retry"
          />
        )
      }
    >
      <Suspense fallback={loading ?? <LoadingState label="Loading..." />}>
        <Lazy {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteBoundary>
  );
}
