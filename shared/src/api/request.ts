import { expiresAt, getAccessToken, refreshSession, useSessionStore } from '@meridian/shared/auth';
import { getRuntimeConfig } from '@meridian/shared/config';
import { ApiError, FALLBACK_ERROR, NETWORK_ERROR } from './ApiError';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body, FormData for uploads, or a Blob sent as its raw bytes (its type, else octet-stream). */
  body?: unknown;
  signal?: AbortSignal;
  /** Return the raw Response (downloads) instead of parsed JSON. */
  raw?: boolean;
}

export function buildUrl(path: string, query?: Query): string {
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/** The service id and (when signed in) bearer token every call carries. */
export function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'X-Service-Id': getRuntimeConfig().serviceId };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = authHeaders(token);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError((error as Error)?.message || NETWORK_ERROR, 0);
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  return errorFromBody(res.status, await res.json().catch(() => null));
}

/** `{error}` → ApiError(error, status); anything else → 'An error occurred'. */
export function errorFromBody(status: number, parsed: unknown): ApiError {
  const body = parsed as { error?: unknown } | null;
  const message = typeof body?.error === 'string' && body.error ? body.error : FALLBACK_ERROR;
  return new ApiError(message, status, body ?? undefined);
}

export async function currentToken(): Promise<string | null> {
  const tokens = useSessionStore.getState().tokens;
  // Refresh ahead of time rather than sending a token we know is about to be refused.
  if (tokens && expiresAt(tokens) - Date.now() < 30_000) {
    return refreshSession().catch(() => null);
  }
  return getAccessToken();
}

/**
 * Every API call goes through here: bearer token and service id on every call, one refresh and
 * retry on 401 (a failed refresh signs the user out), `{error}` bodies become ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options, await currentToken());
  if (res.status === 401) {
    const token = await refreshSession().catch(() => null);
    if (!token) throw await errorFrom(res);
    res = await send(path, options, token);
  }
  if (!res.ok) throw await errorFrom(res);
  if (options.raw) return res as unknown as T;
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
