import type { RemoteName } from '@meridian/shared/config';

export const OVERRIDES_STORAGE_KEY = 'meridian:remote-overrides';
const REMOTE_NAMES: RemoteName[] = ['contacts', 'companies', 'pipeline', 'importer', 'activities'];

/**
 * Only localhost URLs may replace a remote: an override that accepts any URL would let a crafted
 * link run a stranger's script inside the shell.
 */
export function isAllowedOverride(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && (parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

function readStored(storage: Storage): Partial<Record<RemoteName, string>> {
  try {
    return JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) || '{}') as Partial<Record<RemoteName, string>>;
  } catch {
    return {};
  }
}

/** `?remote.contacts=<manifest url>` is stored; stored overrides apply until removed. */
export function readRemoteOverrides(search: string = window.location.search, storage: Storage = window.localStorage): Partial<Record<RemoteName, string>> {
  const stored = readStored(storage);
  const params = new URLSearchParams(search);
  for (const name of REMOTE_NAMES) {
    const value = params.get(`remote.${name}`);
    if (value === null) continue;
    if (value === '' || value === 'off') delete stored[name];
    else stored[name] = value;
  }
  const allowed: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(stored) as [RemoteName, string][]) {
    if (isAllowedOverride(url)) allowed[name] = url;
    else console.warn(`[meridian] ignored the override of remote "${name}": ${url} is not a localhost URL`);
  }
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(allowed));
  return allowed;
}
