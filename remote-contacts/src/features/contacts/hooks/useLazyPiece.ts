import { useEffect, useState, type ComponentType } from 'react';
import type { LazyPiece } from '../utils/lazyPiece';

/**
 * The piece's component, loading it if needed (undefined meanwhile); a failure is thrown to the
 * section's boundary, whose Retry renders it again. Not React.lazy: a Suspense fallback holds the
 * content that replaces it back for up to 300 ms after it arrived (React throttles revealing it),
 * and the page's data hooks would start only then.
 */
export function useLazyPiece<P>(piece: LazyPiece<P>): ComponentType<P> | undefined {
  const ready = piece.loaded();
  const [result, setResult] = useState<{ piece: LazyPiece<P>; error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    piece.load().then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setResult({ piece, error }),
    );
    return () => {
      live = false;
    };
  }, [piece, ready]);
  if (!ready && result?.piece === piece) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return ready;
}
