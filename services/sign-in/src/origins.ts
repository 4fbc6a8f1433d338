// The origin ("scheme://host:port") of an http(s) URL, or undefined for anything else
// (javascript:, data:, relative paths, garbage).
export function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = originOf(item);
      if (!origin) throw new Error(`ALLOWED_ORIGINS: not an http(s) origin: ${item}`);
      return origin;
    });
}

// The allow-listed origin of `url`, or undefined when it is not allowed.
export function allowedOrigin(url: unknown, allowed: readonly string[]): string | undefined {
  const origin = originOf(url);
  return origin && allowed.includes(origin) ? origin : undefined;
}
