import { fireEvent, render, screen } from '@testing-library/react';
import { installPointerEvent } from '../../testing/installPointerEvent';
import { useSelectableCard, type SelectableCardOptions } from './useSelectableCard';

beforeAll(installPointerEvent);
afterEach(() => jest.useRealTimers());

const ITEM = { id: 'i1', name: 'Acme' };

function Card(options: SelectableCardOptions<typeof ITEM>) {
  const handlers = useSelectableCard(ITEM, options);
  return (
    <div role="listitem" aria-label="card" {...handlers}>
      <button type="button">inner</button>
    </div>
  );
}

function setup(selectMode = false) {
  const options = { selectMode, onOpen: jest.fn(), onToggle: jest.fn(), onLongPress: jest.fn() };
  render(<Card {...options} />);
  return { ...options, card: screen.getByRole('listitem') };
}

it('is focusable; a click or Enter opens the item, Space toggles it', () => {
  const { card, onOpen, onToggle } = setup();
  expect(card).toHaveAttribute('tabindex', '0');
  fireEvent.click(card);
  fireEvent.keyDown(card, { key: 'Enter' });
  expect(onOpen.mock.calls).toEqual([[ITEM], [ITEM]]);
  fireEvent.keyDown(card, { key: ' ' });
  expect(onToggle).toHaveBeenCalledWith('i1');
});

it('in multi-select mode a click or Enter toggles instead of opening', () => {
  const { card, onOpen, onToggle } = setup(true);
  fireEvent.click(card);
  fireEvent.keyDown(card, { key: 'Enter' });
  expect(onToggle.mock.calls).toEqual([['i1'], ['i1']]);
  expect(onOpen).not.toHaveBeenCalled();
});

it("leaves keys pressed on the card's own controls to them", () => {
  const { onOpen, onToggle } = setup();
  fireEvent.keyDown(screen.getByRole('button', { name: 'inner' }), { key: 'Enter' });
  fireEvent.keyDown(screen.getByRole('button', { name: 'inner' }), { key: ' ' });
  expect(onOpen).not.toHaveBeenCalled();
  expect(onToggle).not.toHaveBeenCalled();
});

it('a 500 ms press starts multi-select with the item, and the click that ends it does not open', () => {
  const { card, onOpen, onLongPress } = setup();
  jest.useFakeTimers();
  fireEvent.pointerDown(card, { clientX: 1, clientY: 1 });
  jest.advanceTimersByTime(500);
  fireEvent.pointerUp(card);
  fireEvent.click(card);
  expect(onLongPress).toHaveBeenCalledWith('i1');
  expect(onOpen).not.toHaveBeenCalled();
});
