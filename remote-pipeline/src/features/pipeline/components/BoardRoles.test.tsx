// What each role sees on the board: a read-only member only looks (no grip, '×', 'Edit deal' or
// stage editing, and no keyboard pick-up), a member changes the cards the record access rule lets
// them change, an admin also edits the stages. Hidden actions keep the cards' layout and the
// board's keyboard order.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { meReply, mockApi, resetAppState, signInAs, USER } from '@meridian/shared/testing';
import { boardStage, contact, deal, makeBoard, PIPELINES, STAGES } from '../../../testing/fixtures';
import { mockBoardGeometry } from '../../../testing/boardGeometry';
import { renderPipeline } from '../../../testing/renderPipeline';
import type { Permissions } from '@meridian/shared/app';

const OTHER = 'u9';

/** Lead: Ann Lee (the signed-in member's), Bo Chen (another member's); Qualified: Cy Diaz (nobody's). */
function teamBoard() {
  const board = makeBoard();
  board.stages = [
    boardStage(STAGES[0], [
      contact('c1', 'Ann', 'Lee', { owner_id: USER.id, deal: deal({ value: '100.00', currency: 'USD' }) }),
      contact('c2', 'Bo', 'Chen', { owner_id: OTHER, deal: deal({ value: '200.00', currency: 'USD' }) }),
    ]),
    boardStage(STAGES[1], [contact('c3', 'Cy', 'Diaz', { owner_id: null })]),
    boardStage(STAGES[2], []),
  ];
  return board;
}

function setup(role: Permissions['role'], recordAccess: Permissions['recordAccess'] = 'everyone_edits') {
  signInAs(role);
  return mockApi({
    'GET /me': meReply(role, recordAccess),
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': { body: teamBoard() },
  });
}

let restoreGeometry: () => void;
beforeEach(() => {
  resetAppState();
  restoreGeometry = mockBoardGeometry();
});
afterEach(() => restoreGeometry());

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const card = (name: string) => screen.getByText(name).closest('[data-contact-id]') as HTMLElement;
const actionsOf = (name: string) => ({
  grip: within(card(name)).queryByRole('button', { name: `Move ${name}` }),
  remove: within(card(name)).queryByRole('button', { name: `Remove ${name} from pipeline` }),
  editDeal: within(card(name)).queryByRole('button', { name: `Edit deal of ${name}` }),
});
const editable = (name: string) => Object.values(actionsOf(name)).every((button) => button !== null);
const bare = (name: string) => Object.values(actionsOf(name)).every((button) => button === null);
const hint = (name: string) => `Moving ${name}: the arrow keys move the card over a stage, Space or Enter drops it there, Escape cancels.`;

async function renderBoard() {
  renderPipeline();
  await screen.findByText('Ann Lee');
  await tick(); // GET /me has answered
}

describe('a read-only member', () => {
  it('sees every card without a grip, a remove or an edit-deal button, and no stage editing', async () => {
    setup('readonly');
    await renderBoard();
    expect(bare('Ann Lee')).toBe(true);
    expect(bare('Bo Chen')).toBe(true);
    expect(bare('Cy Diaz')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
    // The deal line (value, owner) still shows.
    expect(within(card('Ann Lee')).getByText('$100.00')).toBeInTheDocument();
  });

  it("keeps the grip's place, so names line up with a movable card's", async () => {
    setup('readonly');
    await renderBoard();
    const first = card('Ann Lee').firstElementChild as HTMLElement;
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(first).not.toHaveAttribute('tabindex');
    expect(card('Ann Lee').children[1]).toHaveTextContent('Ann Lee');
  });

  it('keeps the board one Tab stop (the name), walked with the arrow keys, and nothing picks a card up', async () => {
    const api = setup('readonly');
    await renderBoard();
    const name = (text: string) => screen.getByRole('button', { name: text });
    expect(name('Ann Lee')).toHaveAttribute('tabindex', '0');
    expect(name('Bo Chen')).toHaveAttribute('tabindex', '-1');

    act(() => name('Ann Lee').focus());
    fireEvent.keyDown(name('Ann Lee'), { key: 'ArrowDown', code: 'ArrowDown' });
    await tick();
    expect(name('Bo Chen')).toHaveFocus();
    expect(name('Bo Chen')).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(name('Bo Chen'), { key: 'ArrowRight', code: 'ArrowRight' });
    await tick();
    expect(name('Cy Diaz')).toHaveFocus();

    fireEvent.keyDown(name('Cy Diaz'), { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(name('Cy Diaz'), { code: 'ArrowLeft', key: 'ArrowLeft' });
    await tick();
    fireEvent.keyDown(name('Cy Diaz'), { code: 'Space', key: ' ' });
    await tick();
    expect(screen.queryByText(hint('Cy Diaz'))).not.toBeInTheDocument();
    expect(api.callsTo('PUT /pipeline/:id/move')).toHaveLength(0);
  });

  it('follows /me over the token: a token that still says owner shows no actions once /me says read-only', async () => {
    signInAs('owner');
    mockApi({
      'GET /me': meReply('readonly'),
      'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
      'GET /pipeline/p2/board': { body: teamBoard() },
    });
    renderPipeline();
    await screen.findByText('Ann Lee');
    await tick();
    expect(bare('Ann Lee')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
  });
});

describe('a member', () => {
  it('changes every card when everyone edits everything, but edits no stage', async () => {
    setup('member', 'everyone_edits');
    await renderBoard();
    expect(editable('Ann Lee')).toBe(true);
    expect(editable('Bo Chen')).toBe(true);
    expect(editable('Cy Diaz')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
  });

  it.each(['everyone_reads', 'owners_only'] as const)('with %s, changes only the cards of contacts they own', async (rule) => {
    setup('member', rule);
    await renderBoard();
    expect(editable('Ann Lee')).toBe(true);
    expect(bare('Bo Chen')).toBe(true);
    expect(bare('Cy Diaz')).toBe(true);
  });

  it("keeps the Tab stop on a card they cannot move: its name, then the next card's grip by arrow key", async () => {
    setup('member', 'everyone_reads');
    await renderBoard();
    const bo = screen.getByRole('button', { name: 'Bo Chen' });
    act(() => bo.focus());
    fireEvent.keyDown(bo, { key: 'ArrowUp', code: 'ArrowUp' });
    await tick();
    expect(screen.getByRole('button', { name: 'Move Ann Lee' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', code: 'ArrowDown' });
    await tick();
    expect(bo).toHaveFocus();
  });
});

describe('an admin', () => {
  it('changes every card, whatever the rule, and edits the stages', async () => {
    setup('admin', 'owners_only');
    await renderBoard();
    expect(editable('Ann Lee')).toBe(true);
    expect(editable('Bo Chen')).toBe(true);
    expect(editable('Cy Diaz')).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit stages' })).toBeEnabled();
  });
});
