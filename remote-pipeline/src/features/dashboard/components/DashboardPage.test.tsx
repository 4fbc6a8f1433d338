import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSwrCache } from '@meridian/shared/data';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { setRuntimeConfig } from '@meridian/shared/config';
import { currentLocation, mockApi, resetAppState, TEST_RUNTIME_CONFIG, USER } from '@meridian/shared/testing';
import { PIPELINES } from '../../../testing/fixtures';
import { DASHBOARD, usd } from '../../../testing/dashboardFixtures';
import { renderDashboard } from '../../../testing/renderDashboard';

beforeEach(resetAppState);

function mockDashboard(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /pipeline': { body: { pipelines: PIPELINES } },
    'GET /members': {
      body: {
        members: [
          { id: USER.id, name: USER.name },
          { id: 'u2', name: 'Bea Brown' },
        ],
      },
    },
    'GET /dashboard/:chart': ({ path }) => ({ body: { ...DASHBOARD, ...overrides }[path.split('/').pop() as keyof typeof DASHBOARD] }),
  });
}

const card = (name: string) => screen.getByRole('region', { name });

it('draws the five charts and shows each as a table, figures exact and rows linked to the board', async () => {
  mockDashboard();
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  for (const title of ['Pipeline by stage', 'Weighted forecast by month', 'Won and lost by month', 'Deals by owner', 'Conversion to Won']) {
    expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
  }
  const stages = card('Pipeline by stage');
  await userEvent.click(await within(stages).findByRole('button', { name: 'Show as table' }));
  expect(within(stages).getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
  const lead = within(stages).getByRole('row', { name: /Lead/ });
  expect(
    within(lead)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['3', '$12,500.50']);
  expect(within(stages).getByText('No exchange rate for CHF: left out of the totals.')).toBeInTheDocument();
  await userEvent.click(within(lead).getByRole('link', { name: 'Lead' }));
  expect(currentLocation()).toBe('/pipeline/p2');
});

it('says what the forecast leaves out, and sends won and lost to the contacts list', async () => {
  mockDashboard();
  renderDashboard();
  expect(await within(card('Weighted forecast by month')).findByText('1 open deal has no close date.')).toBeInTheDocument();
  const wonLost = card('Won and lost by month');
  await userEvent.click(within(wonLost).getByRole('button', { name: 'Show as table' }));
  expect(within(wonLost).getByRole('row', { name: /November 2026/ })).toHaveTextContent('$3,000.00$500.00');
  await userEvent.click(within(wonLost).getByRole('link', { name: 'Lost contacts' }));
  expect(currentLocation()).toBe('/contacts?pipeline_status=lost');
});

it('keeps the filter in the URL, asks for the member’s own id, and hands the owner on to the board', async () => {
  const api = mockDashboard();
  renderDashboard('/dashboard?pipeline=p1');
  await screen.findByRole('heading', { name: 'Pipeline by stage' });
  await userEvent.selectOptions(screen.getByLabelText('Owner'), 'My deals');
  expect(currentLocation()).toBe('/dashboard?pipeline=p1&owner=me');
  await waitFor(() => expect(api.callsTo('GET /dashboard/:chart').filter((c) => c.query.owner_id === USER.id)).toHaveLength(5));
  expect(api.callsTo('GET /dashboard/:chart').every((c) => c.query.pipeline_id === 'p1')).toBe(true);
  const owners = card('Deals by owner');
  await userEvent.click(within(owners).getByRole('button', { name: 'Show as table' }));
  expect(within(owners).getByRole('link', { name: 'Bea Brown' })).toHaveAttribute('href', '/pipeline/p2?owner=u2');
  expect(within(owners).getByRole('link', { name: 'No owner' })).toHaveAttribute('href', '/pipeline/p2?owner=me');
});

it('refuses a reversed range before asking the API', async () => {
  const api = mockDashboard();
  renderDashboard('/dashboard?from=2026-05-01&to=2026-04-01');
  expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('GET /dashboard/:chart')).toHaveLength(0);
});

it('shows "No deals yet" with the board, and a failed chart with Retry, each chart on its own', async () => {
  const api = mockDashboard({ stages: { ...DASHBOARD.stages, stages: DASHBOARD.stages.stages.map((s) => ({ ...s, count: 0, value: usd('0.00', 0, []) })) } });
  api.on('GET /dashboard/owners', { status: 500, body: { error: 'Database is busy' } });
  renderDashboard();
  const stages = card('Pipeline by stage');
  expect(await within(stages).findByText('No deals yet')).toBeInTheDocument();
  expect(within(stages).getByRole('link', { name: 'Open the board' })).toHaveAttribute('href', '/pipeline/p2');
  expect(within(stages).queryByRole('button', { name: 'Show as table' })).toBeNull();
  const owners = card('Deals by owner');
  expect(await within(owners).findByRole('alert')).toHaveTextContent('Database is busy');
  api.on('GET /dashboard/owners', { body: DASHBOARD.owners });
  await userEvent.click(within(owners).getByRole('button', { name: 'Retry' }));
  expect(await within(owners).findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
});

it('takes the early requests the shell started for /dashboard instead of asking again', async () => {
  const api = mockDashboard();
  const cache = createSwrCache();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  startFirstRequests(firstScreenOf('/dashboard')!.requests, cache);
  renderDashboard('/dashboard', cache);
  await within(card('Conversion to Won')).findByRole('button', { name: 'Show as table' });
  expect(
    api
      .callsTo('GET /dashboard/:chart')
      .map((c) => c.path)
      .sort(),
  ).toEqual(['/dashboard/conversion', '/dashboard/forecast', '/dashboard/owners', '/dashboard/stages', '/dashboard/won-lost']);
  expect(api.callsTo('GET /pipeline')).toHaveLength(1);
  expect(api.callsTo('GET /members')).toHaveLength(1);
});
