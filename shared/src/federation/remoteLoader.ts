// The host hands its Module Federation loader to the shared package, so a remote can render
// another remote's widget without knowing where that remote is deployed.
export interface LoadOptions {
  /** Forget a failed or stale copy of the remote and fetch its entry again (Retry). */
  fresh?: boolean;
}
export type RemoteLoader = <T>(id: string, options?: LoadOptions) => Promise<T>;

let loader: RemoteLoader | null = null;
let generation = 0;

export function provideRemoteLoader(next: RemoteLoader): void {
  loader = next;
  generation += 1;
}

/** Changes with every loader provided: what was loaded through an earlier one is not reused. */
export function loaderGeneration(): number {
  return generation;
}

export function hasRemoteLoader(): boolean {
  return loader !== null;
}

export async function loadFederated<T>(id: string, options?: LoadOptions): Promise<T> {
  if (!loader) throw new Error(`No remote loader is available to load ${id}`);
  return loader<T>(id, options);
}
