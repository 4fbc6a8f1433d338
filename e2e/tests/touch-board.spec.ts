// On a phone (390×844, touch) a swipe across the board scrolls it and moves no card;
// pressing and holding a card's handle (TouchSensor, 250 ms) picks the card up and a finger drag
// drops it in another stage, which is kept after a reload; a card held over the next column's
// visible edge lands in that column, not the one after. Touches go through CDP (gestures.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { centreOf, touchDrag } from './support/gestures';
import { signIn } from './support/signIn';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

const column = (page: Page, stage: string) => page.locator('[data-stage-id]').filter({ has: page.getByRole('heading', { name: stage, exact: true }) });

/** The board's horizontal scroller: the nearest ancestor of the columns that scrolls sideways. */
async function boardScroll(columnEl: Locator, set?: number): Promise<{ left: number; width: number; x: number }> {
  return columnEl.evaluate((el, to) => {
    let node: HTMLElement | null = el.parentElement;
    while (node && !(node.scrollWidth > node.clientWidth && /auto|scroll/.test(getComputedStyle(node).overflowX))) {
      node = node.parentElement;
    }
    if (!node) throw new Error('the board does not scroll sideways');
    if (to !== undefined) node.scrollLeft = to;
    const r = node.getBoundingClientRect();
    return { left: node.scrollLeft, width: r.width, x: r.left };
  }, set);
}

test('on a phone a swipe scrolls the board and a press-and-hold on the handle moves a card', async ({ page, request }) => {
  await signIn(page);
  const word = uniqueWord('Touch');
  const name = `Tia ${word}`;
  const api = await apiAs(page, request);
  const email = `tia.${word}@example.com`.toLowerCase();
  const contact = await api.post('/contacts', { first: 'Tia', last: word, email });
  const { pipelines } = await api.get('/pipeline');
  const pipeline = pipelines.find((p: { name: string }) => /default/i.test(p.name)) ?? pipelines[0];
  const { data: stages } = await api.get(`/pipeline/${pipeline.id}/stages`);
  const [lead, qualified] = stages as { id: string; name: string }[];
  // In the second stage, so the drag goes left: the handle is at a card's left edge, and the
  // drop point can stay clear of the edge zone where dnd-kit scrolls the board by itself.
  await api.post(`/pipeline/${contact.id}/add`, { stageId: qualified!.id });

  const moves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/pipeline\/[^/]+\/move$/.test(r.url())) moves.push(r.url());
  });
  await page.goto(`/pipeline/${pipeline.id}`);
  const from = column(page, qualified!.name);
  const to = column(page, lead!.name);
  await expect(from.getByText(name)).toBeVisible();

  const handle = page.getByRole('button', { name: `Move ${name}`, exact: true });
  const handleBox = (await handle.boundingBox())!;
  expect.soft(handleBox.width, 'handle width').toBeGreaterThanOrEqual(44);
  expect.soft(handleBox.height, 'handle height').toBeGreaterThanOrEqual(44);

  // A plain swipe (no hold) that starts on the card's text scrolls the board; nothing moves.
  await boardScroll(to, 0);
  const card = page.locator(`[data-contact-id="${contact.id}"]`);
  await card.getByText(email).scrollIntoViewIfNeeded();
  const start = await centreOf(card.getByText(email));
  const before = (await boardScroll(to)).left;
  await touchDrag(page, { x: Math.min(start.x, 370), y: start.y }, { x: Math.min(start.x, 370) - 200, y: start.y + 4 }, { steps: 10, stepMs: 30 });
  await expect.poll(async () => (await boardScroll(to)).left, { message: 'a swipe scrolls the board' }).toBeGreaterThan(before + 50);
  await expect(from.getByText(name)).toBeVisible();
  expect(moves, 'a swipe moves no card').toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: '.artifacts/screens/touch-board-after-swipe.png' });

  // Scroll so the first stage's right edge sits a fifth of the board in (well clear of the
  // auto-scroll zone at the board's edge) and drop there; the handle, in the next column, stays on screen.
  const board = await boardScroll(to, 0);
  const dropX = board.x + board.width * 0.2 + 14;
  const leadRight = async () => to.evaluate((el) => el.getBoundingClientRect().right);
  await boardScroll(to, Math.max(0, (await leadRight()) - (dropX + 20)));
  await expect.poll(leadRight).toBeLessThan(dropX + 40);
  const grip = await centreOf(handle);
  expect(grip.x, 'the handle is on screen').toBeLessThan(380);
  await touchDrag(page, grip, { x: dropX, y: grip.y + 10 }, { holdMs: 400, steps: 16, stepMs: 20 });
  await expect(to.getByText(name)).toBeVisible();
  await expect.poll(() => moves.length, { message: 'the move is saved' }).toBe(1);
  await page.screenshot({ path: '.artifacts/screens/touch-board-after-drag.png' });

  await page.reload();
  await expect(to.getByText(name)).toBeVisible();
  await expect(from.getByText(name)).toHaveCount(0);
});

test("on a phone a card dragged right onto the next column's visible edge lands one column over", async ({ page, request }) => {
  await signIn(page);
  const word = uniqueWord('Reach');
  const name = `Rea ${word}`;
  const api = await apiAs(page, request);
  const contact = await api.post('/contacts', { first: 'Rea', last: word, email: `rea.${word}@example.com`.toLowerCase() });
  const { pipelines } = await api.get('/pipeline');
  const pipeline = pipelines.find((p: { name: string }) => /default/i.test(p.name)) ?? pipelines[0];
  const { data: stages } = await api.get(`/pipeline/${pipeline.id}/stages`);
  const [lead, next, after] = stages as { id: string; name: string }[];
  await api.post(`/pipeline/${contact.id}/add`, { stageId: lead!.id });
  await page.goto(`/pipeline/${pipeline.id}`);
  const from = column(page, lead!.name);
  const to = column(page, next!.name);
  await expect(from.getByText(name)).toBeVisible();
  const board = await boardScroll(from, 0);

  // The finger goes to the strip of the next column a phone shows beside the first, and rests
  // there as a person does before letting go. That strip lies inside dnd-kit's default scrolling
  // zone (the board's last 20 %): the board scrolled on under the resting finger.
  const strip = await to.evaluate((el) => el.getBoundingClientRect().left);
  const drop = { x: strip + 24, y: 0 };
  expect(drop.x, "the next column's edge is on screen").toBeLessThan(board.x + board.width - 8);
  expect(drop.x, "inside dnd-kit's default auto-scroll zone (20 %)").toBeGreaterThan(board.x + board.width * 0.8);
  const grip = await centreOf(page.getByRole('button', { name: `Move ${name}`, exact: true }));
  drop.y = grip.y + 10;
  await touchDrag(page, grip, drop, { holdMs: 400, steps: 16, stepMs: 20, dwellMs: 700 });
  await expect(to.getByText(name)).toBeVisible();
  await expect(column(page, after!.name).getByText(name)).toHaveCount(0);
  // Where the board ends up depends on how long the finger rested and how fast the device is; it
  // must not move at all: the resting finger is not in the board's scrolling zone.
  expect((await boardScroll(from)).left, 'the board stayed put under the resting finger').toBe(0);
  await page.screenshot({ path: '.artifacts/screens/touch-board-one-column.png' });
});
