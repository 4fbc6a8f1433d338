// Runtime configuration, written from environment variables by the page's server: the shell's
// page carries it (embeddedRuntimeConfig, no extra round trip); a standalone remote fetches it
// from /runtime-config.json.
export type RemoteName = 'contacts' | 'companies' | 'pipeline' | 'importer' | 'activities';

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

/** The id of the `<script type="application/json">` block the shell's server puts it in (host/first-screen.cjs). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'meridian-runtime-config';

/** The configuration the page carries, kept as the current one; null when it carries none. */
export function embeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const config = JSON.parse(text) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (${res.status})`);
  const config = (await res.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
