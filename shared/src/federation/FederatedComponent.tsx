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

function describe(error: Error): string {
  const message = error.message || String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
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
            description={`It could not be loaded right now. ${describe(error)}`}
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
