import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { contactsApi, keys } from '@meridian/shared/api';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES, doneJob, inTurn, listReply, makeJob } from '../../../testing/importJobs';
import { renderImport } from '../../../testing/renderImport';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const POLL = { timeout: 3000 };

function ContactsProbe() {
  const { data } = useSWR(keys.contacts({ page: 1 }), () => contactsApi.list({ page: 1 }));
  return <p data-testid="contacts-probe">{data ? `${data.pagination.totalCount} in list` : 'no list'}</p>;
}

it("opening the page while the organisation's import runs shows its progress, then its results", async () => {
  const running = makeJob({ fileName: 'march.csv', status: 'running', phase: 'reading', processed: 40, total: 100 });
  const api = mockApi({
    ...BASE_ROUTES,
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
    'GET /imports': listReply([running, doneJob({ fileName: 'february.csv' })]),
    'GET /imports/:id': inTurn({ body: { ...running, processed: 80 } }, { body: doneJob({ id: running.id, fileName: 'march.csv', imported: 90, failed: 10 }) }),
  });
  renderImport(<ContactsProbe />);
  expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
  expect(screen.getByText('Processing contacts...')).toBeInTheDocument(); // the job's total is only an estimate
  expect(screen.getByText('Reading rows: 40 of 100 rows')).toBeInTheDocument();
  expect(screen.getAllByText('march.csv').length).toBeGreaterThan(0);
  expect(screen.getByText('The file is uploaded: the import continues on the server even if you close this page.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel import' })).toBeInTheDocument();
  expect(await screen.findByText('0 in list')).toBeInTheDocument();

  expect(await screen.findByText('Reading rows: 80 of 100 rows', {}, POLL)).toBeInTheDocument();
  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 90 } } });
  expect(await screen.findByText('Import Complete', {}, POLL)).toBeInTheDocument();
  expect(screen.getByText('Contacts Imported').previousSibling).toHaveTextContent('90');
  expect(await screen.findByText('90 in list')).toBeInTheDocument();
  expect(api.callsTo('GET /imports/:id').every((c) => c.path === `/imports/${running.id}`)).toBe(true);
});

it('shows a queued import with the imports ahead of it', async () => {
  const queued = makeJob({ status: 'queued', queuePosition: 1 });
  mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([queued]), 'GET /imports/:id': { body: queued } });
  renderImport();
  expect(await screen.findByText('Queued: 1 import ahead')).toBeInTheDocument();
  expect(screen.getByText('Processing contacts...')).toBeInTheDocument();
});

it('stays on Upload when no import is queued or running, and asks the server rather than the cache', async () => {
  const api = mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([doneJob(), makeJob({ status: 'failed', error: 'x' })]) });
  renderImport();
  expect(await screen.findByText('Completed')).toBeInTheDocument();
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  expect(api.callsTo('GET /imports').length).toBeGreaterThanOrEqual(1);
  expect(api.callsTo('GET /imports')[0].query).toEqual({ page: '1', limit: '20' });
});

it('a resumed import that fails returns to Upload with why', async () => {
  const running = makeJob({ status: 'running', phase: 'writing', processed: 1, total: 2 });
  mockApi({
    ...BASE_ROUTES,
    'GET /imports': listReply([running]),
    'GET /imports/:id': { body: { ...running, status: 'failed', error: 'The server stopped: try again' } },
  });
  renderImport();
  expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
  expect(await screen.findByRole('alert', {}, POLL)).toHaveTextContent('The server stopped: try again');
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
});
