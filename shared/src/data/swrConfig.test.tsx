import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { createSwrCache, type SwrCache } from './SwrCache';
import { createSwrConfig, swrCache, swrConfig } from './swrConfig';

const MIN = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function Contacts({ fetcher, swrKey = '/contacts' }: { fetcher: () => Promise<string>; swrKey?: string }) {
  const { data, error } = useSWR(swrKey, fetcher);
  if (error) return <p>error</p>;
  return <p>{data ?? 'loading'}</p>;
}

function setup() {
  const cache = createSwrCache();
  const config = createSwrConfig(cache);
  const Wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={config}>{children}</SWRConfig>;
  const mount = (ui: ReactNode) => render(<Wrapper>{ui}</Wrapper>);
  return { cache, mount, Wrapper };
}

describe('swrConfig (docs/PRODUCT.md §9)', () => {
  it('has the static settings', () => {
    const expected: SWRConfiguration = {
      revalidateOnFocus: false,
      revalidateOnReconnect: true,
      errorRetryCount: 3,
      dedupingInterval: 0,
    };
    expect(swrConfig).toMatchObject(expected);
    expect(swrConfig.provider?.(new Map())).toBe(swrCache);
  });

  it('does not refetch data younger than 5 min on mount, and does after', async () => {
    const { mount } = setup();
    const fetcher = jest.fn(async () => 'v1');
    const first = mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    expect(screen.getByText('v1')).toBeInTheDocument();
    first.unmount();

    await tick(4 * MIN);
    const second = mount(<Contacts fetcher={fetcher} />);
    await tick(100);
    expect(screen.getByText('v1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    second.unmount();

    await tick(1 * MIN);
    fetcher.mockResolvedValue('v2');
    mount(<Contacts fetcher={fetcher} />);
    expect(screen.getByText('v1')).toBeInTheDocument(); // stale data shows while refetching
    await tick(100);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getByText('v2')).toBeInTheDocument();
  });

  it('keeps data while mounted and evicts it 10 min after the last screen leaves', async () => {
    const { cache, mount } = setup();
    const view = mount(<Contacts fetcher={async () => 'v1'} />);
    await tick(0);
    await tick(30 * MIN);
    expect(cache.get('/contacts')?.data).toBe('v1');

    view.unmount();
    await tick(10 * MIN - 1);
    expect([...cache.keys()]).toContain('/contacts');
    await tick(1);
    expect([...cache.keys()]).not.toContain('/contacts');
  });

  it('keeps what a mounted useSWRInfinite list shows, however long it stays on screen', async () => {
    const { mount, Wrapper } = setup();
    const fetcher = jest.fn(async (k: string) => k);
    function List({ label }: { label: string }) {
      const { data } = useSWRInfinite((i: number) => `/companies?page=${i + 1}`, fetcher);
      return <p>{`${label}: ${data?.join(',') ?? 'loading'}`}</p>;
    }
    const view = mount(<List label="a" />);
    await tick(0);
    expect(screen.getByText('a: /companies?page=1')).toBeInTheDocument();
    await tick(30 * MIN);
    // A render reads the cache again: the list's entry is still there, not fetched again.
    view.rerender(<Wrapper><List label="b" /></Wrapper>);
    expect(screen.getByText('b: /companies?page=1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not refetch on window focus', async () => {
    const { mount } = setup();
    const fetcher = jest.fn(async () => 'v1');
    mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    await tick(6 * MIN);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(100);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refetches on reconnect', async () => {
    const { mount } = setup();
    const fetcher = jest.fn(async () => 'v1');
    mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    await tick(6 * MIN);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await tick(100);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('retries a server error 3 times, 1 s, 2 s and 4 s apart', async () => {
    const { mount } = setup();
    const fetcher = jest.fn(async () => Promise.reject(Object.assign(new Error('down'), { status: 503 })));
    mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await tick(1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await tick(2000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await tick(4000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    await tick(10 * MIN);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(screen.getByText('error')).toBeInTheDocument();
  });

  it('never retries a 4xx', async () => {
    const { mount } = setup();
    const fetcher = jest.fn(async () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })));
    mount(<Contacts fetcher={fetcher} />);
    await tick(10 * MIN);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('clear() empties the cache and the mounted hooks', async () => {
    const { cache, mount } = setup();
    const fetcher = jest.fn(async () => 'secret');
    mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    expect(screen.getByText('secret')).toBeInTheDocument();

    act(() => (cache as SwrCache).clear());
    await tick(100);
    expect(screen.queryByText('secret')).toBeNull();
    expect([...cache.keys()].filter((k) => cache.get(k)?.data !== undefined)).toEqual([]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('clear({ revalidate: true }) refetches what is on screen', async () => {
    const { cache, mount } = setup();
    const fetcher = jest.fn().mockResolvedValueOnce('org A').mockResolvedValueOnce('org B');
    mount(<Contacts fetcher={fetcher} />);
    await tick(0);
    act(() => cache.clear({ revalidate: true }));
    await tick(100);
    expect(screen.getByText('org B')).toBeInTheDocument();
  });
});
