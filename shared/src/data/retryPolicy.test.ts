import { MUTATION_RETRIES, QUERY_FRESH_MS, QUERY_KEEP_MS, QUERY_RETRIES } from './dataConstants';
import { isAbortError, isClientError, retryDelay, shouldRetry } from './retryPolicy';

class FakeApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

describe('retry policy', () => {
  it('has the docs/PRODUCT.md §9 constants', () => {
    expect(QUERY_FRESH_MS).toBe(300_000);
    expect(QUERY_KEEP_MS).toBe(600_000);
    expect(QUERY_RETRIES).toBe(3);
    expect(MUTATION_RETRIES).toBe(1);
  });

  it('recognises HTTP 4xx by a numeric status', () => {
    expect(isClientError(new FakeApiError('Bad', 400))).toBe(true);
    expect(isClientError({ status: 404 })).toBe(true);
    expect(isClientError({ status: 499 })).toBe(true);
    expect(isClientError({ status: 500 })).toBe(false);
    expect(isClientError({ status: 399 })).toBe(false);
    expect(isClientError({ status: '404' })).toBe(false);
    expect(isClientError(new Error('Network error'))).toBe(false);
    expect(isClientError(null)).toBe(false);
    expect(isClientError(undefined)).toBe(false);
  });

  it('does not retry 4xx or aborted requests', () => {
    expect(shouldRetry({ status: 422 })).toBe(false);
    expect(shouldRetry(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isAbortError({ name: 'AbortError' })).toBe(true);
    expect(shouldRetry({ status: 503 })).toBe(true);
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
