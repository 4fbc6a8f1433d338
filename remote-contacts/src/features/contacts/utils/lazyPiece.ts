import type { ComponentType } from 'react';

/**
 * A part of a screen in its own chunk, loaded once: on first use, or earlier when something
 * knows it will be wanted (`preload`). Once loaded it renders at once, with no loading state.
 * A failed load is forgotten, so the next use tries again.
 */
export interface LazyPiece<P> {
  /** Loads the chunk (once) and answers its component. */
  load: () => Promise<ComponentType<P>>;
  /** Starts loading without waiting for it; a failure shows when the piece is used. */
  preload: () => void;
  /** The component, once loaded. */
  loaded: () => ComponentType<P> | undefined;
}

export function lazyPiece<P>(importer: () => Promise<ComponentType<P>>): LazyPiece<P> {
  let request: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const load = () => {
    request ??= importer().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    );
    return request;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => component,
  };
}
