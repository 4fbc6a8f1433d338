// A card read at a glance: the whole name on one line, the next activity or next step, the overdue
// close date as a state (a pill with a mark and words, no spelling-error underline), and columns
// that keep a readable width and scroll sideways instead of squeezing.
import { act, screen, within } from '@testing-library/react';
import { setSession } from '@meridian/shared/auth';
import { makeTokens, mockApi, resetAppState, USER } from '@meridian/shared/testing';
import type { Board } from '@meridian/shared/model';
import { deal, makeBoard, PIPELINES } from '../../../testing/fixtures';
import { ownRules } from '../../../testing/ownRules';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

function board(): Board {
  const b = makeBoard();
  const [ann, bo] = b.stages[0].contacts;
  b.stages[0].contacts = [
    {
      ...ann,
      deal: deal({ value: '500.00', currency: 'USD', close_date: '2020-01-02', next_step: 'Send the proposal' }),
      next_activity: { id: 'a1', type: 'call', subject: 'Call Ann about pricing', due_at: '2999-03-02T10:00:00.000Z', all_day: false },
    },
    { ...bo, deal: deal({ next_step: 'Send the proposal' }) },
  ];
  b.stages[1].contacts[0] = { ...b.stages[1].contacts[0], deal: deal({ close_date: '2999-12-31' }) };
  return b;
}

async function renderBoard() {
  mockApi({ 'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } }, 'GET /pipeline/p2/board': { body: board() } });
  renderPipeline();
  await screen.findByText('Ann Lee');
  return (name: string) => screen.getByRole('button', { name }).closest('[data-contact-id]') as HTMLElement;
}

it('a card names its next planned activity, otherwise its next step, in words for screen readers too', async () => {
  const card = await renderBoard();
  const ann = card('Ann Lee').querySelector('[data-next-line]')!;
  expect(ann).toHaveAttribute('title', 'Next activity: Call Ann about pricing');
  expect(ann).toHaveTextContent('Next activity: Call Ann about pricing');
  expect(card('Bo Chen').querySelector('[data-next-line]')).toHaveAttribute('title', 'Next step: Send the proposal');
  expect(card('Cy Diaz').querySelector('[data-next-line]')).toBeNull(); // nothing planned, no step: no line
});

it('an overdue close date is a tinted pill with a mark and words, never a wavy underline', async () => {
  const card = await renderBoard();
  const overdue = within(card('Ann Lee')).getByTitle('Overdue: expected to close Jan 2, 2020');
  expect(overdue).toHaveAttribute('data-overdue', 'true');
  expect(overdue).toHaveTextContent('Overdue, expected to close 1/2/20');
  expect(overdue.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const rules = ownRules(overdue).join('');
  expect(rules).toMatch(/border-radius:[^;]+;background:#fef2f2;color:#b91c1c/); // dangerBg / dangerFg
  expect(rules).not.toContain('underline');

  const later = within(card('Cy Diaz')).getByTitle('Expected to close Dec 31, 2999');
  expect(later).not.toHaveAttribute('data-overdue');
  expect(later.querySelector('svg')).toBeNull();
  expect(ownRules(later).join('')).not.toContain('background');
});

it('a name stays on one line (its title has it whole) and columns keep 256 px, scrolling sideways at any width', async () => {
  const card = await renderBoard();
  const name = screen.getByRole('button', { name: 'Ann Lee' });
  expect(name).toHaveAttribute('title', 'Ann Lee');
  expect(ownRules(name.parentElement!).join('')).toMatch(/white-space:nowrap/);
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
  const nameClass = name.parentElement!.classList[name.parentElement!.classList.length - 1];
  expect(css).toContain(`.${nameClass}>*{display:block;max-width:100%;overflow:hidden;text-overflow:ellipsis;}`);

  const column = card('Ann Lee').closest('[data-stage-id]')!;
  const columnRules = ownRules(column).join('');
  expect(columnRules).toContain('min-width:256px');
  expect(columnRules).not.toMatch(/min-width:1[0-9]{2}px/); // never squeezed below a card's text
  expect(ownRules(column.parentElement!).join('')).toContain('overflow-x:auto');
});
