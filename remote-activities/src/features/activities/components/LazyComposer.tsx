import { lazy, Suspense } from 'react';
import type { ActivityComposerProps } from './ActivityComposer';

// Not on the first screen: fetched when the composer is first opened.
const ActivityComposer = lazy(() => import('./ActivityComposer').then((m) => ({ default: m.ActivityComposer })));

/** The activity dialog, its code loaded on first use. */
export function LazyComposer(props: ActivityComposerProps) {
  return (
    <Suspense fallback={null}>
      <ActivityComposer {...props} />
    </Suspense>
  );
}
