import type { Locator, Page } from '@playwright/test';

/** Presses and holds on the middle of `target` past the 500 ms long press (SPEC §9). */
export async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
}
