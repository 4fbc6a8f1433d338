import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';
import type { Board } from '@meridian/shared/model';
import { makeBoard } from '../../../testing/fixtures';
import { mockBoardGeometry, recordAnnouncements } from '../../../testing/boardGeometry';
import { deferred, installPointerEvent, mockApi, type Reply, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';
import { moveContactInBoard } from '../utils/moveContactInBoard';

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
});

const column = (name: string) => screen.getByRole('region', { name });
/** dnd-kit starts listening for keys on the next tick after the pick-up. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function press(el: Element, code: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    fireEvent.keyDown(el, { code, key: code === 'Space' ? ' ' : code });
    await tick();
  }
}

/** The board API; after a successful move the board answers with the card in its new stage. */
function boardApi(moveReply: () => Reply | Promise<Reply> = () => ({ body: { ok: true } })) {
  let board: Board = makeBoard();
  const api = mockApi({
    'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
    'GET /pipeline/p2/board': () => ({ body: board }),
    'PUT /pipeline/c1/move': async (call) => {
      const reply = await moveReply();
      if ((reply.status ?? 200) < 300) board = moveContactInBoard(board, 'c1', (call.body as { stageId: string }).stageId);
      return reply;
    },
    'GET /pipeline/c1/status': { body: { inPipeline: true, stageName: 'Lead', stageColor: '#3b82f6' } },
  });
  return api;
}

async function pickUpAnn() {
  const handle = await screen.findByRole('button', { name: 'Move Ann Lee' });
  handle.focus();
  await press(handle, 'Space');
  return handle;
}

it('moves a card to another stage with the keyboard (space, arrows by 25 px, space), announcing each step', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await pickUpAnn();
  await press(handle, 'ArrowRight'); // 25 px: still mostly over Lead
  expect(announcements.texts).toEqual(['Picked up Ann Lee from Lead']);
  await press(handle, 'ArrowRight', 3); // 100 px: over Qualified
  await press(handle, 'Space');

  expect(announcements.texts).toEqual(['Picked up Ann Lee from Lead', 'Ann Lee moved to Qualified', 'Dropped Ann Lee in Qualified']);
  expect(api.callsTo('PUT /pipeline/c1/move').map((c) => c.body)).toEqual([{ stageId: 's2' }]);
  expect(within(column('Qualified')).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(column('Lead')).queryByText('Ann Lee')).not.toBeInTheDocument();
  expect(within(column('Lead')).getByTitle('1 contact in Lead')).toHaveTextContent('1');
  expect(within(column('Qualified')).getByTitle('2 contacts in Qualified')).toHaveTextContent('2');
  await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(2)); // revalidated
});

it('also drops with enter and tab, and picks up with enter', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await screen.findByRole('button', { name: 'Move Ann Lee' });
  handle.focus();
  await press(handle, 'Enter');
  await press(handle, 'ArrowRight', 8); // 200 px: over Won
  await press(handle, 'Tab');
  expect(announcements.texts.at(-1)).toBe('Dropped Ann Lee in Won');
  expect(api.callsTo('PUT /pipeline/c1/move').map((c) => c.body)).toEqual([{ stageId: 's3' }]);
});

it('does nothing when the card is dropped back on its own stage', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await pickUpAnn();
  await press(handle, 'ArrowDown', 2);
  await press(handle, 'Space');
  expect(announcements.texts.at(-1)).toBe('Dropped Ann Lee back in Lead');
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(0);
  expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
});

it('does nothing when the card is dropped outside every stage', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await pickUpAnn();
  await press(handle, 'ArrowLeft', 8); // 200 px left of Lead: over no column
  await press(handle, 'Space');
  expect(announcements.texts).toContain('Ann Lee is no longer over a stage');
  expect(announcements.texts.at(-1)).toBe('Dropped Ann Lee outside any stage. It stays in Lead');
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(0);
});

it('escape cancels the drag', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await pickUpAnn();
  await press(handle, 'ArrowRight', 4);
  await press(handle, 'Escape');
  expect(announcements.texts.at(-1)).toBe('Cancelled dragging Ann Lee. It stays in Lead');
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(0);
  expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
});

it('shows the move at once and puts the card back with "Failed to move contact" when the server refuses', async () => {
  const refusal = deferred({ status: 409, body: { error: 'Stage is locked' } });
  const api = boardApi(refusal.route);
  renderPipeline();
  const handle = await pickUpAnn();
  await press(handle, 'ArrowRight', 4);
  await press(handle, 'Space');

  expect(within(column('Qualified')).getByText('Ann Lee')).toBeInTheDocument(); // optimistic
  await act(async () => refusal.release());

  expect(await screen.findByText('Failed to move contact')).toBeInTheDocument();
  expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(column('Qualified')).queryByText('Ann Lee')).not.toBeInTheDocument();
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(1); // a 4xx is not retried
});

function StatusProbe() {
  const { data } = useSWR(keys.pipelineStatus('c1'), () => pipelineApi.status('c1'));
  return <span>{data ? `status: ${data.stageName}` : null}</span>;
}

it("refetches the moved contact's pipeline status after a move", async () => {
  const api = boardApi();
  renderPipeline('/pipeline', <StatusProbe />);
  await screen.findByText('status: Lead');
  expect(api.callsTo('GET /pipeline/c1/status')).toHaveLength(1);
  const handle = await pickUpAnn();
  await press(handle, 'ArrowRight', 4);
  await press(handle, 'Space');
  await waitFor(() => expect(api.callsTo('GET /pipeline/c1/status')).toHaveLength(2));
});

describe('with a pointer', () => {
  // jsdom has no PointerEvent; without one the event carries no coordinates.
  beforeAll(installPointerEvent);
  afterAll(() => {
    delete (window as { PointerEvent?: unknown }).PointerEvent;
  });

  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', el: Element | Document, x: number) =>
    act(async () => {
      fireEvent[type](el, { clientX: x, clientY: 70, button: 0, isPrimary: true, pointerId: 1 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('drags only after 8 px, and a drop over a card of another stage moves the contact there', async () => {
    const api = boardApi();
    renderPipeline();
    await screen.findByText('Ann Lee');
    const card = document.querySelector('[data-contact-id="c1"]')!;
    await pointer('pointerDown', card, 40);
    await pointer('pointerMove', document, 47); // 7 px: not a drag yet
    expect(announcements.texts).toEqual([]);
    await pointer('pointerMove', document, 49); // 9 px: picked up
    expect(announcements.texts).toEqual(['Picked up Ann Lee from Lead']);
    await pointer('pointerMove', document, 145); // over Cy Diaz's card in Qualified
    await pointer('pointerUp', document, 145);
    expect(api.callsTo('PUT /pipeline/c1/move').map((c) => c.body)).toEqual([{ stageId: 's2' }]);
  });
});
