import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { useLocaleStore } from '@meridian/shared/i18n';
import { FederatedComponent } from './FederatedComponent';
import { provideRemoteLoader } from './remoteLoader';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('renders the exposed component with its props', async () => {
  provideRemoteLoader(async <T,>() => ({ default: Greeting }) as T);
  renderWithTheme(<FederatedComponent id="contacts/routes" props={{ name: 'Dana' }} />);
  expect(await screen.findByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();
});

it("shows 'This section is unavailable' and Retry loads the remote afresh", async () => {
  const loader = jest
    .fn()
    .mockRejectedValueOnce(new Error('Failed to fetch http://localhost:3002/mf-manifest.json'))
    .mockResolvedValueOnce({ default: Greeting });
  provideRemoteLoader(loader as never);
  renderWithTheme(<FederatedComponent id="companies/routes" props={{ name: 'again' }} />);
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByText('Technical details')).toBeInTheDocument();
  expect(screen.getByText(/mf-manifest\.json/)).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('companies/routes', { fresh: false });

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Hello again' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('companies/routes', { fresh: true });
});

it('lets a cross-remote widget degrade its own way', async () => {
  provideRemoteLoader((async () => {
    throw new Error('down');
  }) as never);
  renderWithTheme(<FederatedComponent id="companies/CompanyForm" unavailable={() => <span>Company form unavailable</span>} />);
  expect(await screen.findByText('Company form unavailable')).toBeInTheDocument();
});

it('says plainly when the remote was built for another version of the shared package', async () => {
  const message =
    '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @meridian/shared/app does not satisfy the requirement of pipeline which needs ^2.0.0)';
  provideRemoteLoader((async () => {
    throw new Error(message);
  }) as never);
  renderWithTheme(<FederatedComponent id="pipeline/routes" />);
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByText(/built for another version of Meridian/)).toBeInTheDocument();
  expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
});

it('loads a module once for every place that shows it, and renders it at once when mounted again', async () => {
  const loader = jest.fn(async () => ({ default: Greeting }));
  provideRemoteLoader(loader as never);
  const { unmount } = renderWithTheme(
    <>
      <FederatedComponent id="pipeline/AddToPipeline" props={{ name: 'one' }} />
      <FederatedComponent id="pipeline/AddToPipeline" props={{ name: 'two' }} />
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello two' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Hello one' })).toBeInTheDocument();
  unmount();
  renderWithTheme(<FederatedComponent id="pipeline/AddToPipeline" props={{ name: 'again' }} loading={<p>loading</p>} />);
  // No Suspense fallback: the loaded module is reused synchronously.
  expect(screen.getByRole('heading', { name: 'Hello again' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

it('tries a module that failed again on the next mount', async () => {
  const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Greeting });
  provideRemoteLoader(loader as never);
  const { unmount } = renderWithTheme(<FederatedComponent id="pipeline/AddToPipeline" props={{ name: 'x' }} />);
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  unmount();
  renderWithTheme(<FederatedComponent id="pipeline/AddToPipeline" props={{ name: 'back' }} />);
  expect(await screen.findByRole('heading', { name: 'Hello back' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('pipeline/AddToPipeline', { fresh: false });
});

it('says it in the current language', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  provideRemoteLoader((async () => {
    throw new Error('down');
  }) as never);
  renderWithTheme(<FederatedComponent id="pipeline/routes" />);
  expect(await screen.findByText('Dieser Bereich ist nicht verfügbar')).toBeInTheDocument();
  expect(screen.getByText(/Prüfen Sie Ihre Verbindung/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});
