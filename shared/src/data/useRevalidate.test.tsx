import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { createSwrCache } from './SwrCache';
import { createSwrConfig } from './swrConfig';
import { useForget, useRevalidate } from './useRevalidate';

function List({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(['contacts', {}], fetcher);
  return <p>{data ?? 'loading'}</p>;
}

/** A list screen that can be left and come back to, with a button that "saves" something. */
function Screen({ fetcher }: { fetcher: () => Promise<string> }) {
  const [shown, setShown] = useState(true);
  const revalidate = useRevalidate();
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      <button onClick={() => void revalidate((key) => Array.isArray(key) && key[0] === 'contacts')}>saved</button>
      {shown && <List fetcher={fetcher} />}
    </>
  );
}

it('refetches a list that is not on screen when it is shown again, within the 5 min freshness', async () => {
  let version = 1;
  const fetcher = jest.fn(async () => `v${version}`);
  const config = createSwrConfig(createSwrCache());
  const Wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={config}>{children}</SWRConfig>;
  render(<Screen fetcher={fetcher} />, { wrapper: Wrapper });
  expect(await screen.findByText('v1')).toBeInTheDocument();

  await act(async () => screen.getByText('toggle').click());
  version = 2;
  await act(async () => screen.getByText('saved').click());
  await act(async () => screen.getByText('toggle').click());
  expect(await screen.findByText('v2')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});

/** The same screen, whose button drops the list instead (a deleted record, 'View Contacts'). */
function ForgettingScreen({ fetcher }: { fetcher: () => Promise<string> }) {
  const [shown, setShown] = useState(true);
  const forget = useForget();
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      <button onClick={() => void forget((key) => Array.isArray(key) && key[0] === 'contacts')}>forget</button>
      {shown && <List fetcher={fetcher} />}
    </>
  );
}

it('forget drops the data without refetching it; shown again at once, it is fetched', async () => {
  let version = 1;
  const fetcher = jest.fn(async () => `v${version}`);
  const config = createSwrConfig(createSwrCache());
  const Wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={config}>{children}</SWRConfig>;
  render(<ForgettingScreen fetcher={fetcher} />, { wrapper: Wrapper });
  expect(await screen.findByText('v1')).toBeInTheDocument();

  await act(async () => screen.getByText('forget').click());
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);

  await act(async () => screen.getByText('toggle').click());
  version = 2;
  await act(async () => screen.getByText('toggle').click());
  expect(await screen.findByText('v2')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});
