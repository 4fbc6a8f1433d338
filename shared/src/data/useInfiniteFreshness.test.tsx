import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { createSwrCache } from './SwrCache';
import { createSwrConfig } from './swrConfig';
import { useInfiniteFreshness } from './useInfiniteFreshness';
import { useRevalidate } from './useRevalidate';

const MIN = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());

type PageKey = readonly ['items', { page: number }];
const pageKey = (index: number): PageKey => ['items', { page: index + 1 }];
const isItems = (key: unknown) => Array.isArray(key) && key[0] === 'items';
const isOther = (key: unknown) => Array.isArray(key) && key[0] === 'other';

/** A server whose pages say which version of the data they are. */
function server() {
  const state = { version: 1 };
  const fetcher = jest.fn(async ([, { page }]: PageKey) => `p${page}v${state.version}`);
  const pagesFetched = () => fetcher.mock.calls.map(([[, { page }]]) => page);
  return { state, fetcher, pagesFetched };
}

function List({ fetcher }: { fetcher: (key: PageKey) => Promise<string> }) {
  const list = useSWRInfinite(pageKey, fetcher, { revalidateFirstPage: false });
  useInfiniteFreshness(pageKey(0), list);
  return (
    <>
      <p>{list.data?.join(' ') ?? 'loading'}</p>
      <button onClick={() => void list.setSize(list.size + 1)}>more</button>
    </>
  );
}

/** The list, a way to leave and come back to it, and another remote's save buttons. */
function Screen({ fetcher }: { fetcher: (key: PageKey) => Promise<string> }) {
  const [shown, setShown] = useState(true);
  const revalidate = useRevalidate();
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      <button onClick={() => void revalidate(isItems)}>saved item</button>
      <button onClick={() => void revalidate(isOther)}>saved other</button>
      {shown && <List fetcher={fetcher} />}
    </>
  );
}

function mount(fetcher: (key: PageKey) => Promise<string>) {
  const config = createSwrConfig(createSwrCache());
  const Wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={config}>{children}</SWRConfig>;
  render(<Screen fetcher={fetcher} />, { wrapper: Wrapper });
}

/** Mounted with two pages loaded (v1). */
async function twoPages() {
  const api = server();
  mount(api.fetcher);
  await tick(0);
  await click('more');
  await tick(0);
  expect(screen.getByText('p1v1 p2v1')).toBeInTheDocument();
  api.state.version = 2;
  return api;
}

describe('useInfiniteFreshness (docs/PRODUCT.md §9 and §4 for a useSWRInfinite list)', () => {
  it('shown again within 5 min: no request; after 5 min: every loaded page is refetched', async () => {
    const api = await twoPages();
    await click('toggle');
    await tick(4 * MIN);
    await click('toggle');
    await tick(100);
    expect(screen.getByText('p1v1 p2v1')).toBeInTheDocument();
    expect(api.pagesFetched()).toEqual([1, 2]);

    await click('toggle');
    await tick(1 * MIN);
    await click('toggle');
    await tick(100);
    expect(screen.getByText('p1v2 p2v2')).toBeInTheDocument();
    expect(api.pagesFetched()).toEqual([1, 2, 1, 2]);
  });

  it('a revalidation whose matcher accepts its first page refetches every loaded page on screen', async () => {
    const api = await twoPages();
    await click('saved other');
    await tick(100);
    expect(api.pagesFetched()).toEqual([1, 2]);

    await click('saved item');
    await tick(100);
    expect(screen.getByText('p1v2 p2v2')).toBeInTheDocument();
    expect(api.pagesFetched()).toEqual([1, 2, 1, 2]);
  });

  it('revalidated while away: refetched when shown again, within the 5 min freshness', async () => {
    const api = await twoPages();
    await click('toggle');
    await click('saved item');
    await tick(100);
    expect(api.pagesFetched()).toEqual([1, 2]);
    await click('toggle');
    await tick(100);
    expect(screen.getByText('p1v2 p2v2')).toBeInTheDocument();
    expect(api.pagesFetched()).toEqual([1, 2, 1, 2]);
  });

  it('refetches every loaded page on reconnect, not on focus', async () => {
    const api = await twoPages();
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(100);
    expect(api.pagesFetched()).toEqual([1, 2]);

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await tick(100);
    expect(screen.getByText('p1v2 p2v2')).toBeInTheDocument();
    expect(api.pagesFetched()).toEqual([1, 2, 1, 2]);
  });

  it('stops listening once unmounted', async () => {
    const api = await twoPages();
    await click('toggle');
    await click('saved item');
    act(() => window.dispatchEvent(new Event('online')));
    await tick(100);
    expect(api.pagesFetched()).toEqual([1, 2]);
  });
});
