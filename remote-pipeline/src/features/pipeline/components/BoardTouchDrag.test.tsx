import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeBoard } from '../../../testing/fixtures';
import { mockBoardGeometry, recordAnnouncements } from '../../../testing/boardGeometry';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { ownRules } from '../../../testing/ownRules';
import { renderPipeline } from '../../../testing/renderPipeline';
import { TOUCH_HOLD_MS, TOUCH_HOLD_TOLERANCE } from '../utils/dragConstants';

// A finger drags a card by holding its grip; a swipe anywhere else scrolls the board.

let restoreGeometry: () => void;
let announcements: ReturnType<typeof recordAnnouncements>;
beforeEach(() => {
  resetAppState();
  restoreGeometry = mockBoardGeometry();
  announcements = recordAnnouncements();
});
afterEach(() => {
  announcements.stop();
  restoreGeometry();
  jest.useRealTimers();
});

function boardApi() {
  return mockApi({
    'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
    'GET /pipeline/p2/board': { body: makeBoard() },
    'PUT /pipeline/c1/move': { body: { ok: true } },
  });
}

const at = (x: number) => ({ touches: [{ clientX: x, clientY: 70, identifier: 1 }] });
const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', el: Element | Document, x: number) =>
  act(async () => {
    fireEvent[type](el, type === 'touchEnd' ? { touches: [], changedTouches: at(x).touches } : at(x));
  });
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

async function renderBoard() {
  const api = boardApi();
  renderPipeline();
  const handle = await screen.findByRole('button', { name: 'Move Ann Lee' });
  jest.useFakeTimers();
  return { api, handle, card: handle.closest('[data-contact-id]')! };
}

it('holding the grip for 250 ms picks the card up; dragging it over another stage moves the contact', async () => {
  const { api, handle, card } = await renderBoard();
  await touch('touchStart', handle, 40);
  await wait(TOUCH_HOLD_MS - 1);
  expect(announcements.texts).toEqual([]);
  await wait(1);
  expect(announcements.texts).toEqual(['Picked up Ann Lee from Lead']);
  expect(card).toHaveAttribute('data-dragging', 'true'); // the lifted state

  // Touch events keep going to the element the finger went down on.
  await touch('touchMove', handle, 145); // over Cy Diaz's card in Qualified
  await touch('touchEnd', handle, 145);
  jest.useRealTimers();
  await waitFor(() => expect(api.callsTo('PUT /pipeline/c1/move').map((c) => c.body)).toEqual([{ stageId: 's2' }]));
  expect(document.querySelector('[data-dragging]')).toBeNull(); // put down
});

it('moving the finger before the hold ends is a swipe, not a drag', async () => {
  const { api, handle } = await renderBoard();
  await touch('touchStart', handle, 40);
  await touch('touchMove', handle, 40 + TOUCH_HOLD_TOLERANCE + 1);
  await wait(TOUCH_HOLD_MS * 2);
  expect(announcements.texts).toEqual([]);
  await touch('touchEnd', handle, 49);
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(0);
});

it('a touch on the card outside the grip never starts a drag, so the board scrolls', async () => {
  const { card } = await renderBoard();
  const email = screen.getByText('ann@example.test');
  await touch('touchStart', email, 40);
  await wait(TOUCH_HOLD_MS * 2);
  expect(announcements.texts).toEqual([]);
  expect(card).not.toHaveAttribute('data-dragging');
});

describe('touch pointers', () => {
  // jsdom has no PointerEvent; this one carries the pointerType the mouse sensor checks.
  class TouchAwarePointerEvent extends MouseEvent {
    readonly pointerId = 1;
    readonly isPrimary = true;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  beforeAll(() => {
    window.PointerEvent = TouchAwarePointerEvent as unknown as typeof PointerEvent;
  });
  afterAll(() => {
    delete (window as { PointerEvent?: unknown }).PointerEvent;
  });

  const pointer = (type: 'pointerDown' | 'pointerMove', el: Element | Document, x: number, pointerType: string) =>
    act(async () => {
      fireEvent[type](el, { clientX: x, clientY: 70, button: 0, pointerType });
    });

  it('a finger dragging across a card is left to the browser (scrolling); a mouse still drags after 8 px', async () => {
    const { card } = await renderBoard();
    await pointer('pointerDown', card, 40, 'touch');
    await pointer('pointerMove', document, 140, 'touch');
    await wait(0);
    expect(announcements.texts).toEqual([]);

    await pointer('pointerDown', card, 40, 'mouse');
    await pointer('pointerMove', document, 49, 'mouse');
    await wait(0);
    expect(announcements.texts).toEqual(['Picked up Ann Lee from Lead']);
  });
});

it('only the grip refuses panning, and it is a 44 px target on touch screens', async () => {
  const { handle, card } = await renderBoard();
  const handleRules = ownRules(handle);
  expect(handleRules.join('')).toContain('touch-action:none');
  const touchScreens = handleRules.find((rule) => rule.startsWith('@media (pointer: coarse)'));
  expect(touchScreens).toMatch(/min-width:44px;min-height:44px/);

  expect(ownRules(card).join('')).toContain('touch-action:manipulation'); // swipes pan the board
  const board = card.closest('[data-stage-id]')!.parentElement!;
  expect(ownRules(board).join('')).not.toContain('touch-action');
});
