import type { SWRConfiguration } from 'swr';
import { onErrorRetry } from './onErrorRetry';

type Config = Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function retry(err: unknown, retryCount: number) {
  const revalidate = jest.fn();
  onErrorRetry(err as Error, '/contacts', {} as Config, revalidate, { retryCount, dedupe: true });
  return revalidate;
}

describe('onErrorRetry', () => {
  it.each([400, 401, 403, 404, 422, 499])('never retries HTTP %d', (status) => {
    const revalidate = retry({ status }, 1);
    jest.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it.each<[number, number]>([
    [1, 1000],
    [2, 2000],
    [3, 4000],
  ])('retry %d waits %d ms', (retryCount, delay) => {
    const revalidate = retry({ status: 500 }, retryCount);
    jest.advanceTimersByTime(delay - 1);
    expect(revalidate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount, dedupe: true });
  });

  it('stops after 3 retries', () => {
    const revalidate = retry(new Error('Network error'), 4);
    jest.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
