import { getRuntimeConfig } from '@meridian/shared/config';
import type { Tokens, User } from '@meridian/shared/model';

export interface SessionPayload {
  user: User;
  tokens: Tokens;
}

export function signInOrigin(): string {
  return new URL(getRuntimeConfig().signInUrl).origin;
}

export function signInUrl(path: string): string {
  return `${getRuntimeConfig().signInUrl.replace(/\/$/, '')}${path}`;
}

/** POST /refresh with the refresh token; the service rotates it. */
export async function requestRefresh(refreshToken: string): Promise<SessionPayload | { tokens: Tokens; user?: User }> {
  const res = await fetch(signInUrl('/refresh'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!res.ok) throw new Error('Token refresh failed');
  const body = (await res.json()) as { data?: { tokens?: Tokens; user?: User } };
  if (!body.data?.tokens) throw new Error('Token refresh failed');
  return { tokens: body.data.tokens, user: body.data.user };
}

export async function requestLogout(refreshToken: string | undefined): Promise<void> {
  await fetch(signInUrl('/logout'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
  });
}
