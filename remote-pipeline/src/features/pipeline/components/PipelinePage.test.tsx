import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBoard, PIPELINES } from '../../../testing/fixtures';
import { currentLocation, deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

/** A list of one: the API marks it the default (it always marks exactly one). */
const ONLY_ENTERPRISE = [{ ...PIPELINES[0], isDefault: true }];

const boards = {
  'GET /pipeline/p1/board': { body: makeBoard(PIPELINES[0]) },
  'GET /pipeline/p2/board': { body: makeBoard(PIPELINES[1]) },
};

it("is titled 'Sales Pipeline' and shows a skeleton of the board until the list arrives (no theme toggle of its own: the shell has it)", async () => {
  const list = deferred({ body: { pipelines: PIPELINES } });
  mockApi({ 'GET /pipeline': list.route, ...boards });
  renderPipeline();
  expect(screen.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Sales Pipeline - Meridian');
  expect(screen.queryByRole('button', { name: /theme/i })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit stages' })).toBeDisabled();

  await act(async () => list.release());
  expect(await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

it("shows 'Error Loading Pipelines'; Retry fetches the list again", async () => {
  let fail = true;
  const api = mockApi({
    'GET /pipeline': () => (fail ? { status: 403, body: { error: 'Not allowed here' } } : { body: { pipelines: PIPELINES } }),
    ...boards,
  });
  renderPipeline();
  expect(await screen.findByText('Error Loading Pipelines')).toBeInTheDocument();
  expect(screen.getByText('Not allowed here')).toBeInTheDocument();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline')).toHaveLength(2);
});

it("falls back to 'Failed to fetch pipelines' when the server says nothing useful", async () => {
  mockApi({ 'GET /pipeline': () => ({ status: 404 }) });
  renderPipeline();
  expect(await screen.findByText('Error Loading Pipelines')).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch pipelines')).toBeInTheDocument();
});

it("shows 'No Pipelines Found' for an empty list", async () => {
  mockApi({ 'GET /pipeline': { body: { pipelines: [] } } });
  renderPipeline();
  expect(await screen.findByText('No Pipelines Found')).toBeInTheDocument();
  expect(screen.getByText('Create a pipeline to get started with the sales board.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Pipeline' })).not.toBeInTheDocument();
});

it('auto-selects the pipeline the API marks as the default and offers a selector when there are several', async () => {
  const api = mockApi({ 'GET /pipeline': { body: { pipelines: PIPELINES } }, ...boards });
  renderPipeline();
  expect(await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(1);
  expect(api.callsTo('GET /pipeline/p1/board')).toHaveLength(0);

  const selector = screen.getByRole('combobox', { name: 'Pipeline' });
  expect(selector).toHaveValue('p2');
  await userEvent.selectOptions(selector, 'p1');
  expect(currentLocation()).toBe('/pipeline/p1');
  expect(await screen.findByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('p1');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pipeline' }), 'p2');
  expect(currentLocation()).toBe('/pipeline/p2');
});

it("follows the API's isDefault, not the names (docs/PRODUCT.md §9's rule is the API's alone)", async () => {
  const pipelines = [
    { ...PIPELINES[1], isDefault: false },
    { ...PIPELINES[0], isDefault: true },
  ];
  const api = mockApi({ 'GET /pipeline': { body: { pipelines } }, ...boards });
  renderPipeline();
  expect(await screen.findByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/p1/board')).toHaveLength(1);
  expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(0);
});

it('shows no selector when there is a single pipeline', async () => {
  mockApi({ 'GET /pipeline': { body: { pipelines: ONLY_ENTERPRISE } }, ...boards });
  renderPipeline();
  expect(await screen.findByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Pipeline' })).not.toBeInTheDocument();
});

it('/pipeline/:pipelineId selects that pipeline, not the default', async () => {
  const api = mockApi({ 'GET /pipeline': { body: { pipelines: PIPELINES } }, ...boards });
  renderPipeline('/pipeline/p1');
  expect(await screen.findByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(0);
});

it.each(['/pipeline/gone', '/pipeline/999', '/pipeline/999/'])(
  "%s names no pipeline: 'Pipeline not found' with a way back, no Edit stages; a pipeline can still be chosen",
  async (route) => {
    mockApi({ 'GET /pipeline': { body: { pipelines: ONLY_ENTERPRISE } }, ...boards });
    renderPipeline(route);
    expect(await screen.findByRole('heading', { name: 'Pipeline not found', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Select a pipeline to view the board')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
    const selector = screen.getByRole('combobox', { name: 'Pipeline' });
    expect(selector).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Back to Sales Pipeline' }));
    expect(currentLocation()).toBe('/pipeline');
    expect(await screen.findByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit stages' })).toBeEnabled();
  },
);

it('choosing a pipeline from the selector leaves the not-found state', async () => {
  mockApi({ 'GET /pipeline': { body: { pipelines: ONLY_ENTERPRISE } }, ...boards });
  renderPipeline('/pipeline/gone');
  const selector = await screen.findByRole('combobox', { name: 'Pipeline' });
  await userEvent.selectOptions(selector, 'p1');
  expect(currentLocation()).toBe('/pipeline/p1');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Enterprise', level: 2 })).toBeInTheDocument());
  expect(screen.queryByText('Pipeline not found')).not.toBeInTheDocument();
});

it("offers no 'Edit stages' while the board shows its error, and offers it again once Retry loads the board", async () => {
  let fail = true;
  mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': () => (fail ? { status: 400, body: { error: 'Board is broken' } } : { body: makeBoard() }),
  });
  renderPipeline();
  expect(await screen.findByText('Error loading pipeline: Board is broken')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit stages' })).toBeEnabled();
});
