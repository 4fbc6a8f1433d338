// The one place that reads the session's token and handles 401: every transport (fetch for
// JSON, blobs and downloads; XMLHttpRequest for uploads with progress) goes through here.
import { expiresAt, getAccessToken, refreshSession, useSessionStore } from '@meridian/shared/auth';
import { getRuntimeConfig } from '@meridian/shared/config';
import { ApiError, FALLBACK_ERROR } from './ApiError';
import { errorText } from './errorText';

/** What a transport answers: fetch's Response, or the same few members read from an XHR. */
export interface Reply {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  /** fetch's Response can be read once: a copy lets the 401's code be read and the answer kept. */
  clone?(): Reply;
}

/** Sends the request once with the given bearer token (null: none). */
export type Transport<R extends Reply> = (token: string | null) => Promise<R>;

/** The service id and (when signed in) bearer token every call carries. */
export function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'X-Service-Id': getRuntimeConfig().serviceId };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function currentToken(): Promise<string | null> {
  const tokens = useSessionStore.getState().tokens;
  // Refresh ahead of time rather than sending a token we know is about to be refused.
  if (tokens && expiresAt(tokens) - Date.now() < 30_000) return refreshSession().catch(() => null);
  return getAccessToken();
}

/**
 * What the sign-in screen says when the refresh after this 401 fails: a token the organisation
 * revoked (the member was removed or their role changed) says that their access changed.
 */
async function noticeOf(reply: Reply): Promise<string | undefined> {
  const refusal = await errorFrom(reply.clone?.() ?? reply);
  return refusal.code === 'token_revoked' ? errorText(refusal, refusal.message) : undefined;
}

/**
 * Sends with the current token; on 401 (an expired token, or one revoked by a change of role or
 * membership: token_revoked) refreshes once and sends again with the new one, which carries the
 * current role. A failed refresh signs the user out and the 401 is answered. `beforeRetry` runs
 * before the second send.
 */
export async function authorisedSend<R extends Reply>(transport: Transport<R>, beforeRetry?: () => void): Promise<R> {
  const reply = await transport(await currentToken());
  if (reply.status !== 401) return reply;
  const token = await refreshSession(await noticeOf(reply)).catch(() => null);
  if (!token) return reply;
  beforeRetry?.();
  return transport(token);
}

/** `{error, code, params}` → ApiError(error, status, body, code, params); anything else → 'An error occurred'. */
export async function errorFrom(reply: Reply): Promise<ApiError> {
  let body: { error?: unknown; code?: unknown; params?: unknown } | null = null;
  try {
    const text = await reply.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const message = typeof body?.error === 'string' && body.error ? body.error : FALLBACK_ERROR;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const params = body?.params && typeof body.params === 'object' ? (body.params as Record<string, string | number>) : undefined;
  return new ApiError(message, reply.status, body ?? undefined, code, params);
}
