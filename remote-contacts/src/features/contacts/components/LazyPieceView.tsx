import type { JSX, ReactNode } from 'react';
import { useLazyPiece } from '../hooks/useLazyPiece';
import type { LazyPiece } from '../utils/lazyPiece';

export interface LazyPieceViewProps<P> {
  piece: LazyPiece<P>;
  props: P & JSX.IntrinsicAttributes;
  /** Shown while the piece's chunk is on its way (a skeleton of it, or nothing). */
  fallback: ReactNode;
}

/** Renders a piece of the screen kept in its own chunk, once loaded. */
export function LazyPieceView<P>({ piece, props, fallback }: LazyPieceViewProps<P>) {
  const Component = useLazyPiece(piece);
  return Component ? <Component {...props} /> : <>{fallback}</>;
}
