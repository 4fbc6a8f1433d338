// Runtime configuration: fetched once by the shell (or a standalone remote) from
// /runtime-config.json, which its server writes from environment variables.
export type RemoteName = 'contacts' | 'companies' | 'pipeline' | 'importer';

export interface RuntimeConfig {
  apiUrl: string;
  signInUrl: string;
  signInName: string;
  serviceId: string;
  remotes: Record<RemoteName, string>;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration has not been loaded');
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (${res.status})`);
  const config = (await res.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
