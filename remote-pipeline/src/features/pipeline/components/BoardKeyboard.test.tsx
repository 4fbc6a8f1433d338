// The board is one Tab stop: the arrow keys, Home and End go from card to card, and a card
// picked up with the keyboard shows on screen how to move it.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { contact, makeBoard, PIPELINES } from '../../../testing/fixtures';
import { mockBoardGeometry } from '../../../testing/boardGeometry';
import { renderPipeline } from '../../../testing/renderPipeline';

let restoreGeometry: () => void;
beforeEach(() => {
  resetAppState();
  restoreGeometry = mockBoardGeometry();
  const board = makeBoard();
  board.stages[1].contacts.push(contact('c4', 'Di', 'Eze'), contact('c5', 'Ed', 'Fox'));
  board.stages[1].count = 3;
  board.totalContacts = 5;
  mockApi({ 'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } }, 'GET /pipeline/p2/board': { body: board } });
});
afterEach(() => restoreGeometry());

const grip = (name: string) => screen.getByRole('button', { name: `Move ${name}` });
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function key(name: string) {
  fireEvent.keyDown(document.activeElement!, { key: name, code: name });
  await tick();
}

it('puts one card of the board in the Tab order, with its own buttons; the others wait for the arrow keys', async () => {
  renderPipeline();
  await screen.findByText('Ann Lee');
  const board = screen.getByRole('group', { name: 'Pipeline board' });
  const tabbable = [...board.querySelectorAll<HTMLElement>('button')].filter((b) => b.tabIndex === 0);
  const ann = screen.getByText('Ann Lee').closest('[data-contact-id]') as HTMLElement;
  expect(tabbable.length).toBeGreaterThan(0);
  expect(tabbable.every((b) => ann.contains(b))).toBe(true);
  expect(grip('Ann Lee')).toHaveAttribute('tabindex', '0');
  expect(grip('Cy Diaz')).toHaveAttribute('tabindex', '-1');
  expect(within(screen.getByText('Cy Diaz').closest('[data-contact-id]') as HTMLElement).getByTitle('Remove from pipeline')).toHaveAttribute('tabindex', '-1');
  expect(board).toHaveAccessibleDescription(/arrow keys to go from card to card/);

  // Tab walks the card's grip, name, 'Edit deal' and '×' (both at the deal line's end), then leaves the board.
  act(() => grip('Ann Lee').focus());
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Ann Lee' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Edit deal of Ann Lee' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Remove Ann Lee from pipeline' })).toHaveFocus();
  await userEvent.tab();
  expect(board.contains(document.activeElement)).toBe(false);
});

it('moves the focus with the arrow keys: up and down in a stage, left and right to the nearest card of the next stage, Home and End', async () => {
  renderPipeline();
  await screen.findByText('Ann Lee');
  act(() => grip('Ann Lee').focus());

  await key('ArrowDown');
  expect(grip('Bo Chen')).toHaveFocus();
  expect(grip('Bo Chen')).toHaveAttribute('tabindex', '0');
  expect(grip('Ann Lee')).toHaveAttribute('tabindex', '-1');
  await key('ArrowRight'); // the second card of Qualified
  expect(grip('Di Eze')).toHaveFocus();
  await key('End');
  expect(grip('Ed Fox')).toHaveFocus();
  await key('ArrowLeft'); // Lead has two cards: its last
  expect(grip('Bo Chen')).toHaveFocus();
  await key('Home');
  expect(grip('Ann Lee')).toHaveFocus();
  await key('ArrowUp'); // the top: stays
  expect(grip('Ann Lee')).toHaveFocus();
  await key('ArrowRight');
  await key('ArrowRight'); // Won is empty and last: stays in Qualified
  expect(grip('Cy Diaz')).toHaveFocus();
});

it('shows how to move a card picked up with the keyboard, until it is dropped or the move is cancelled', async () => {
  renderPipeline();
  await screen.findByText('Ann Lee');
  act(() => grip('Ann Lee').focus());
  const hint = 'Moving Ann Lee: the arrow keys move the card over a stage, Space or Enter drops it there, Escape cancels.';
  expect(screen.queryByText(hint)).not.toBeInTheDocument();

  fireEvent.keyDown(grip('Ann Lee'), { code: 'Space', key: ' ' });
  await tick();
  expect(screen.getByText(hint)).toBeVisible();
  // While carried, the arrow keys move the card (25 px steps), not the focus.
  fireEvent.keyDown(grip('Ann Lee'), { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  expect(grip('Ann Lee')).toHaveFocus();

  fireEvent.keyDown(grip('Ann Lee'), { code: 'Escape', key: 'Escape' });
  await tick();
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});
