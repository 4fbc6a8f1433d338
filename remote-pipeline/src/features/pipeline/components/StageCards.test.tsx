// A column draws only the cards near its view: a column of 5,000 stays light.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { renderWithTheme } from '@meridian/shared/testing';
import { boardStage, contact, STAGES } from '../../../testing/fixtures';
import { StageColumn } from './StageColumn';

const CARDS = 5000;
const lead = boardStage(
  STAGES[0],
  Array.from({ length: CARDS }, (_, i) => contact(`c${i}`, 'Lead', `No${i}`)),
);

function renderColumn(draggingId: string | null = null) {
  const props = {
    visible: CARDS,
    loadingMore: false,
    removingIds: new Set<string>(),
    onLoadMore: () => undefined,
    onOpen: () => undefined,
    onRemove: () => undefined,
    onEditDeal: () => undefined,
    canEditCard: () => true,
  };
  const ui = (id: string | null) => (
    <DndContext>
      <StageColumn stage={lead} draggingId={id} {...props} />
    </DndContext>
  );
  const view = renderWithTheme(ui(draggingId));
  return { ...view, drag: (id: string | null) => view.rerender(ui(id)) };
}

const drawn = () => screen.getAllByRole('listitem');
const names = () => drawn().map((card) => within(card).getByRole('button', { name: /^Lead No/ }).textContent);

it('a column of 5,000 cards draws a window of them, and says how many it holds', () => {
  renderColumn();
  expect(drawn().length).toBeGreaterThan(5);
  expect(drawn().length).toBeLessThan(40);
  expect(drawn()[0]).toHaveAttribute('aria-setsize', String(CARDS));
  expect(drawn()[0]).toHaveAttribute('aria-posinset', '1');
  expect(screen.getByRole('list', { name: 'Lead contacts' })).toBeInTheDocument();
});

it('scrolling the column draws the cards it reaches and lets go of the others', () => {
  const { container } = renderColumn();
  const scroller = container.querySelector<HTMLElement>('[data-stage-cards]')!;
  act(() => {
    scroller.scrollTop = 2500 * 94; // cards are 86 px (unmeasured here) plus an 8 px gap
    fireEvent.scroll(scroller);
  });
  expect(names()).toContain('Lead No2500');
  expect(names()).not.toContain('Lead No0');
  expect(drawn().length).toBeLessThan(40);
});

it('keeps the dragged card drawn when the column scrolls away from it', () => {
  const { container, drag } = renderColumn();
  drag('c1');
  const scroller = container.querySelector<HTMLElement>('[data-stage-cards]')!;
  act(() => {
    scroller.scrollTop = 4000 * 94;
    fireEvent.scroll(scroller);
  });
  expect(names()).toEqual(expect.arrayContaining(['Lead No1', 'Lead No4000']));
  drag(null);
  expect(names()).not.toContain('Lead No1');
});

it('keeps the focused card drawn when the column scrolls away from it', () => {
  const { container } = renderColumn();
  act(() => within(drawn()[2]!).getByRole('button', { name: 'Lead No2' }).focus());
  const scroller = container.querySelector<HTMLElement>('[data-stage-cards]')!;
  act(() => {
    scroller.scrollTop = 3000 * 94;
    fireEvent.scroll(scroller);
  });
  expect(names()).toEqual(expect.arrayContaining(['Lead No2', 'Lead No3000']));
  expect(document.activeElement).toHaveTextContent('Lead No2');
});
