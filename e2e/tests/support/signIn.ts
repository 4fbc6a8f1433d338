import { expect, type Page } from '@playwright/test';
import { DEMO } from './env';

/** Signs in through the real sign-in service popup, as a user would. */
export async function signIn(
  page: Page,
  user: { email: string; password: string } = DEMO,
  { onPopup }: { onPopup?: (popup: Page) => Promise<void> } = {},
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Meridian Accounts' }).click();
  const popup = await popupPromise;
  await onPopup?.(popup);
  await popup.getByLabel('Email').fill(user.email);
  await popup.getByLabel('Password').fill(user.password);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
}
