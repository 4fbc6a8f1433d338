// The first screen's data, started before its hook mounts (SwrCache.startEarly), is fetched once.
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { createSwrCache } from './SwrCache';
import { createSwrConfig } from './swrConfig';

const key = ['contacts', { page: 1, limit: 50, sort_by: 'name' }] as const;

function setup() {
  const cache = createSwrCache();
  const config = createSwrConfig(cache);
  const mount = (ui: ReactNode) => render(<SWRConfig value={config}>{ui}</SWRConfig>);
  return { cache, mount };
}

function List({ fetcher }: { fetcher: () => Promise<string> }) {
  // The hook writes the same query with its properties in another order and an undefined one.
  const { data } = useSWR(['contacts', { sort_by: 'name', search: undefined, limit: 50, page: 1 }], fetcher);
  return <p>{data ?? 'loading'}</p>;
}

function Pages({ fetcher }: { fetcher: (key: unknown) => Promise<string> }) {
  const { data } = useSWRInfinite((index: number) => ['contacts', { page: index + 1, limit: 50, sort_by: 'name' }], fetcher);
  return <p>{data?.join(',') ?? 'loading'}</p>;
}

it('a hook mounted while the early request is in flight takes it instead of fetching', async () => {
  const { cache, mount } = setup();
  let answer: (value: string) => void = () => undefined;
  const early = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  cache.startEarly(key, early);
  const fetcher = jest.fn(async () => 'again');
  mount(<List fetcher={fetcher} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => answer('first page'));
  expect(await screen.findByText('first page')).toBeInTheDocument();
  expect(early).toHaveBeenCalledTimes(1);
  expect(fetcher).not.toHaveBeenCalled();
  // Taken once, and the key counts as freshly fetched: a second mount neither fetches nor waits.
  mount(<List fetcher={fetcher} />);
  expect(fetcher).not.toHaveBeenCalled();
});

it('a useSWRInfinite list takes it for its first page', async () => {
  const { cache, mount } = setup();
  cache.startEarly(key, async () => 'page 1 (early)');
  const fetcher = jest.fn(async () => 'fetched');
  mount(<Pages fetcher={fetcher} />);
  expect(await screen.findByText('page 1 (early)')).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
});

it('an early failure is the hook’s failure; its retry fetches', async () => {
  const { cache, mount } = setup();
  cache.startEarly(key, async () => Promise.reject(new Error('Network error')));
  const fetcher = jest.fn(async () => 'recovered');
  mount(<List fetcher={fetcher} />);
  expect(await screen.findByText('recovered', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

it('is not taken when older than the freshness window, nor after clear()', () => {
  const cache = createSwrCache({ freshMs: 1000 });
  cache.startEarly(key, async () => 'old', 0);
  expect(cache.takeEarly(key, 1000)).toBeUndefined();
  cache.startEarly(key, async () => 'dropped');
  cache.clear();
  expect(cache.takeEarly(key)).toBeUndefined();
});

it('starts one request per key', () => {
  const cache = createSwrCache();
  const fetch = jest.fn(async () => 'x');
  const first = cache.startEarly(key, fetch);
  expect(cache.startEarly(['contacts', { sort_by: 'name', limit: 50, page: 1 }], fetch)).toBe(first);
  expect(fetch).toHaveBeenCalledTimes(1);
});
