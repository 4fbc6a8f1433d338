import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLongPress, type LongPressOptions } from './useLongPress';

// jsdom has no PointerEvent: a MouseEvent with the pointer fields React reads is enough.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Card({ onLongPress, options }: { onLongPress: () => void; options?: LongPressOptions }) {
  const handlers = useLongPress(onLongPress, options);
  return (
    <button type="button" {...handlers}>
      card
    </button>
  );
}

function setup(options?: LongPressOptions) {
  const onLongPress = jest.fn();
  const onClick = jest.fn();
  render(<Card onLongPress={onLongPress} options={{ onClick, ...options }} />);
  return { onLongPress, onClick, card: screen.getByRole('button', { name: 'card' }) };
}

describe('useLongPress', () => {
  it('fires after 500 ms and swallows the click that ends the press', () => {
    const { onLongPress, onClick, card } = setup();
    fireEvent.pointerDown(card, { clientX: 10, clientY: 10, pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(499));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);

    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(onClick).not.toHaveBeenCalled();

    // The next, ordinary click goes through.
    fireEvent.pointerDown(card, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('a short press is a click', () => {
    const { onLongPress, onClick, card } = setup();
    fireEvent.pointerDown(card, { clientX: 0, clientY: 0 });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    act(() => jest.advanceTimersByTime(1000));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('moving more than 10 px cancels; 10 px or less does not', () => {
    const { onLongPress, card } = setup();
    fireEvent.pointerDown(card, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(card, { clientX: 106, clientY: 108 }); // exactly 10 px
    act(() => jest.advanceTimersByTime(500));
    expect(onLongPress).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(card, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(card, { clientX: 100, clientY: 111 });
    act(() => jest.advanceTimersByTime(1000));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('leaving or cancelling the pointer cancels', () => {
    const { onLongPress, card } = setup();
    fireEvent.pointerDown(card);
    fireEvent.pointerLeave(card);
    fireEvent.pointerDown(card);
    fireEvent.pointerCancel(card);
    act(() => jest.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores secondary buttons and pointers, honours a custom duration', () => {
    const { onLongPress, card } = setup({ ms: 800 });
    fireEvent.pointerDown(card, { button: 2 });
    fireEvent.pointerDown(card, { isPrimary: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();

    fireEvent.pointerDown(card);
    act(() => jest.advanceTimersByTime(799));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('blocks the touch context menu during a press', () => {
    const { card } = setup();
    fireEvent.pointerDown(card);
    expect(fireEvent.contextMenu(card)).toBe(false);
    fireEvent.pointerUp(card);
    expect(fireEvent.contextMenu(card)).toBe(true);
  });
});
