import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@meridian/shared/config';
import type { RemoteLoader } from '@meridian/shared/federation';
import { readRemoteOverrides } from './remoteOverrides';
import { strictSharePlugin } from './strictSharePlugin';

/** Registers the remotes named by runtime config (plus localhost overrides) and returns the loader. */
export function setupRemotes(configured: Record<RemoteName, string>): RemoteLoader {
  const overrides = readRemoteOverrides();
  const entries = { ...configured, ...overrides };
  for (const name of Object.keys(overrides)) {
    console.info(`[meridian] remote "${name}" is overridden: ${overrides[name as RemoteName]}`);
  }
  // Global: every remote's federation instance, created as it loads, resolves its shared modules too.
  // The shell's own instance exists already (global plugins reach only later ones): without its
  // own registration, a shared module the shell first uses after an incompatible remote
  // registered it (Settings' @meridian/shared/format) resolved to that remote's major.
  registerGlobalPlugins([strictSharePlugin()]);
  registerPlugins([strictSharePlugin()]);
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes);

  return async <T>(id: string, options?: { fresh?: boolean }): Promise<T> => {
    const name = id.split('/')[0] as RemoteName;
    if (options?.fresh && entries[name]) {
      // Forget the failed container so the entry (and manifest) are fetched again.
      registerRemotes([{ name, entry: entries[name] }], { force: true });
    }
    const loaded = await loadRemote<T>(id);
    if (!loaded) throw new Error(`The module ${id} could not be loaded`);
    return loaded;
  };
}
