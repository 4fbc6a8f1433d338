import type { APIRequestContext, Page } from '@playwright/test';

export const API_URL = 'http://localhost:4000';

/**
 * Calls the real API with the signed-in page's own token (read from its local storage), for
 * arranging data a test is not about. The screens under test are always driven by clicks.
 */
export async function apiAs(page: Page, request: APIRequestContext) {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('meridian:tokens') ?? 'null'));
  if (!tokens?.accessToken) throw new Error('apiAs needs a signed-in page');
  const headers = { Authorization: `Bearer ${tokens.accessToken}`, 'X-Service-Id': 'meridian-web' };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const res = await request.fetch(`${API_URL}${path}`, { method, headers, data });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : res.json();
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
    put: (path: string, data: unknown) => call('PUT', path, data),
    delete: (path: string) => call('DELETE', path),
    /** One file as the multipart part `file`. */
    upload: async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const res = await request.post(`${API_URL}${path}`, { headers, multipart: { file } });
      if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
      return res.json();
    },
  };
}

/** A word no other test or demo record contains, so searches find only this test's records. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
