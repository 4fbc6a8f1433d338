import { withMutationRetry } from './withMutationRetry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('withMutationRetry', () => {
  it('returns the first success without retrying, forwarding the arguments', async () => {
    const fn = jest.fn(async (a: number, b: string) => `${a}${b}`);
    await expect(withMutationRetry(fn)(1, 'x')).resolves.toBe('1x');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1, 'x');
  });

  it('retries a failure once, after 1 s', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('Network error')).mockResolvedValueOnce('ok');
    const result = withMutationRetry(fn)();
    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('rethrows the second failure', async () => {
    const fn = jest.fn().mockRejectedValueOnce({ status: 500 }).mockRejectedValueOnce({ status: 503 });
    const result = withMutationRetry(fn)();
    const settled = expect(result).rejects.toEqual({ status: 503 });
    await jest.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry HTTP 4xx', async () => {
    const fn = jest.fn().mockRejectedValue({ status: 409, message: 'Conflict' });
    await expect(withMutationRetry(fn)()).rejects.toEqual({ status: 409, message: 'Conflict' });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes another retry count', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('down'));
    const result = withMutationRetry(fn, { retries: 0 })();
    await expect(result).rejects.toThrow('down');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
