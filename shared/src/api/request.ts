import { getRuntimeConfig } from '@meridian/shared/config';
import { authorisedSend, errorFrom } from './authorisedSend';
import { fetchTransport, xhrTransport, type UploadProgress } from './transports';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, FormData for uploads, or a Blob sent as its raw bytes (its type, else octet-stream). */
  body?: unknown;
  signal?: AbortSignal;
  /** Return the raw Response (downloads) instead of parsed JSON. */
  raw?: boolean;
  /**
   * Reports the body's upload progress (the request then goes over XMLHttpRequest, as fetch cannot
   * report it; not with `raw`). A retry after 401 sends the body again and reports from 0.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

function buildUrl(path: string, query?: Query): string {
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Every API call goes through here (JSON, uploads with or without progress, blobs, downloads):
 * bearer token and service id on every call, one refresh and retry on 401 (a failed refresh signs
 * the user out), `{error}` bodies become ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { onUploadProgress } = options;
  let total = 0;
  const outgoing = {
    method: options.method ?? 'GET',
    url: buildUrl(path, options.query),
    body: options.body,
    signal: options.signal,
    onUploadProgress:
      onUploadProgress &&
      ((progress: UploadProgress) => {
        total = progress.total;
        onUploadProgress(progress);
      }),
  };
  const res = onUploadProgress
    ? // The retry sends the whole body again: its progress starts over.
      await authorisedSend(
        (token) => xhrTransport(outgoing, token),
        () => total && onUploadProgress({ loaded: 0, total }),
      )
    : await authorisedSend((token) => fetchTransport(outgoing, token));
  if (!res.ok) throw await errorFrom(res);
  if (options.raw) return res as unknown as T;
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
