// Throwaway screenshot walk (helper E): not committed.
import { chromium } from '@playwright/test';
const BASE = 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, label] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    await page.goto(BASE + '/');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    const popupP = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Sign in with/ }).click();
    const popup = await popupP;
    await popup.getByLabel('Email').fill('demo@meridian.test');
    await popup.getByLabel('Password').fill('meridian-demo');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
    await page.evaluate((mode) => localStorage.setItem('meridian:theme', JSON.stringify({ state: { mode }, version: 0 })), scheme);
    await page.goto(BASE + '/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.waitForTimeout(2500);
    await page.waitForTimeout(6000);
    await page.screenshot({ path: `/tmp/e/shots/settings-${label}-${scheme}.png` });
    for (const step of [1, 2, 3]) {
      await page.evaluate((n) => { const m = document.querySelector('main'); m.scrollTop = n * (m.clientHeight - 80); }, step);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/e/shots/settings-${label}-${scheme}-${step}.png` });
    }
    await page.goto(BASE + '/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/e/shots/profile-${label}-${scheme}.png` });
    await ctx.close();
  }
}
await browser.close();
