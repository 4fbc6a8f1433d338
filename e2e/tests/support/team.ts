// Signing in as each demo person (Dana the owner, Sam a member, Robin read-only; one password,
// seeded by `pnpm start`), in pages of their own, so a test can watch several roles at once.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API_URL } from './api';
import { DEMO, READER, TEAMMATE } from './env';
import { signIn } from './signIn';

export type Role = 'owner' | 'admin' | 'member' | 'readonly';
export interface Person {
  email: string;
  password: string;
  name: string;
}

/** The demo organisation's people by first name, with the role each has there. */
export const DEMO_PEOPLE = {
  dana: { ...DEMO, role: 'owner' },
  sam: { ...TEAMMATE, role: 'member' },
  robin: { ...READER, role: 'readonly' },
} as const satisfies Record<string, Person & { role: Role }>;
export type DemoName = keyof typeof DEMO_PEOPLE;

/** What the shell shows when nobody is signed in (its sign-in gate). */
export const SIGNED_OUT_HEADING = 'Authentication Required';

/** Signs `page` in as a demo person (or anyone with a password) and waits for the first screen. */
export async function signInAs(page: Page, who: DemoName | Person): Promise<void> {
  const person = typeof who === 'string' ? DEMO_PEOPLE[who] : who;
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
}

/**
 * A browser context of its own (its own storage, so its own session) signed in as `who`: a second
 * person at another computer. Close the context at the end of the test.
 */
export async function pageAs(browser: Browser, who: DemoName | Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who);
  return { context, page };
}

/** The page's current access token (as the shell keeps it). */
export async function tokenOf(page: Page): Promise<string | null> {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('meridian:tokens') ?? 'null'));
  return tokens?.accessToken ?? null;
}

/**
 * Calls the API with the page's current token and answers its status and body, whatever the
 * status (apiAs throws on a refusal; a role test wants to see the refusal).
 */
export async function callAs(page: Page, request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = await tokenOf(page);
  const res = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Service-Id': 'meridian-web' },
    data,
  });
  const text = await res.text();
  let body: { code?: string } & Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return { status: res.status(), body };
}

/** The page's role as GET /me answers it (the API's word, not the token's claim). */
export async function roleOf(page: Page, request: APIRequestContext): Promise<Role | null> {
  const { status, body } = await callAs(page, request, 'GET', '/me');
  return status === 200 ? ((body.access as { role: Role }).role ?? null) : null;
}

/** Waits until the page's shell has signed it out (the sign-in gate), within `seconds`. */
export async function expectSignedOut(page: Page, seconds: number): Promise<void> {
  await expect(page.getByRole('heading', { name: SIGNED_OUT_HEADING })).toBeVisible({ timeout: seconds * 1000 });
}
