import { act, render, screen } from '@testing-library/react';
import { useNow } from './useNow';

function Clock({ label }: { label: string }) {
  const now = useNow(60_000);
  return <p>{`${label} ${now.toISOString()}`}</p>;
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-12-01T09:58:30Z') }));
afterEach(() => jest.useRealTimers());

it('reads the time again on each whole minute, one clock for every reader', () => {
  render(
    <>
      <Clock label="a" />
      <Clock label="b" />
    </>,
  );
  expect(screen.getByText('a 2026-12-01T09:58:30.000Z')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(29_000));
  expect(screen.getByText('a 2026-12-01T09:58:30.000Z')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByText('a 2026-12-01T09:59:00.000Z')).toBeInTheDocument();
  expect(screen.getByText('b 2026-12-01T09:59:00.000Z')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('a 2026-12-01T10:00:00.000Z')).toBeInTheDocument();
  expect(jest.getTimerCount()).toBe(1);
});

it('stops its timer once nobody reads it, and starts from the current time when read again later', () => {
  const { unmount } = render(<Clock label="a" />);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
  jest.setSystemTime(Date.parse('2026-12-01T12:00:10Z'));
  render(<Clock label="c" />);
  expect(screen.getByText('c 2026-12-01T12:00:10.000Z')).toBeInTheDocument();
});
