import type { Locator, Page } from '@playwright/test';

/** Presses and holds on the middle of `target` past the 500 ms long press (docs/PRODUCT.md §9). */
export async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
}

export interface Point {
  x: number;
  y: number;
}

/**
 * One finger from `from` to `to` through CDP touch events (Playwright's touchscreen only taps):
 * held still for `holdMs` first (a press-and-hold), then moved in `steps`, held still at `to` for
 * `dwellMs` (a finger settling over its target), then lifted.
 * The page must be emulated with touch (hasTouch).
 */
export async function touchDrag(page: Page, from: Point, to: Point, { holdMs = 0, steps = 12, stepMs = 16, dwellMs = 0 } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (p: Point) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    if (holdMs) await page.waitForTimeout(holdMs);
    for (let i = 1; i <= steps; i++) {
      const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
      if (stepMs) await page.waitForTimeout(stepMs);
    }
    if (dwellMs) await page.waitForTimeout(dwellMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** The centre of what `target` shows, for a touch. */
export async function centreOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to touch');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
