import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PipelineListItem } from '@meridian/shared/model';
import { makeBoard, PIPELINES } from '../../../testing/fixtures';
import { type ApiCall, currentLocation, meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

/** A server whose pipelines can be created, renamed, made default and deleted as the API does. */
function pipelineServer(start: PipelineListItem[] = PIPELINES, deals = 3) {
  let pipelines = start.map((p) => ({ ...p }));
  const board = (call: ApiCall) => {
    const id = call.path.split('/')[2];
    const pipeline = pipelines.find((p) => p.id === id) ?? pipelines[0];
    return { body: { ...makeBoard(pipeline), totalContacts: id === 'p3' ? 0 : deals } };
  };
  return mockApi({
    'GET /pipeline': () => ({ body: { pipelines } }),
    'GET /pipeline/:id/board': board,
    'POST /pipeline': (call) => {
      const created = { id: 'p3', name: (call.body as { name: string }).name, created_at: '2024-02-01T00:00:00.000Z', isDefault: false };
      pipelines = [...pipelines, created];
      return { status: 201, body: created };
    },
    'PATCH /pipeline/:id': (call) => {
      const id = call.path.split('/')[2];
      const { name, isDefault } = call.body as { name?: string; isDefault?: true };
      pipelines = pipelines.map((p) => ({ ...p, name: p.id === id && name ? name : p.name, isDefault: isDefault ? p.id === id : p.isDefault }));
      return { body: pipelines.find((p) => p.id === id) };
    },
    'DELETE /pipeline/:id': (call) => {
      const id = call.path.split('/')[2];
      if (pipelines.length === 1) return { status: 409, body: { error: 'The last pipeline cannot be deleted', code: 'pipeline_last' } };
      pipelines = pipelines.filter((p) => p.id !== id);
      return { body: { success: true, moved: call.query.move_to ? deals - 1 : 0, merged: call.query.move_to ? 1 : 0 } };
    },
  });
}

const menu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Pipelines' }));
  return screen.getByRole('menu', { name: 'Pipeline actions' });
};

it('shows the selector with the default marked once there are two pipelines', async () => {
  pipelineServer();
  renderPipeline('/pipeline/p1');
  const selector = await screen.findByRole('combobox', { name: 'Pipeline' });
  expect(
    within(selector)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Enterprise', 'Default Sales Pipeline (default)']);
});

it('creates a pipeline, shows it and offers the selector', async () => {
  const api = pipelineServer([PIPELINES[1]]);
  renderPipeline();
  await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 });
  expect(screen.queryByRole('combobox', { name: 'Pipeline' })).not.toBeInTheDocument();
  await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'New pipeline' }));

  const dialog = await screen.findByRole('dialog', { name: 'New pipeline' });
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  expect(name).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create pipeline' }));
  expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
  expect(api.callsTo('POST /pipeline')).toHaveLength(0);

  await userEvent.type(name, ' Renewals {Enter}');
  await waitFor(() => expect(api.callsTo('POST /pipeline').map((c) => c.body)).toEqual([{ name: 'Renewals' }]));
  expect(await screen.findByText('Pipeline Renewals created')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/pipeline/p3'), { timeout: 5000 });
  expect(screen.queryByRole('dialog', { name: 'New pipeline' })).not.toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Pipeline' })).toHaveValue('p3');
});

it('renames the pipeline on screen and makes it the default', async () => {
  const api = pipelineServer();
  renderPipeline('/pipeline/p1');
  await screen.findByRole('heading', { name: 'Enterprise', level: 2 });
  await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Enterprise' });
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  expect(name).toHaveValue('Enterprise');
  await userEvent.clear(name);
  await userEvent.type(name, 'Partners{Enter}');
  await waitFor(() => expect(api.callsTo('PATCH /pipeline/:id').map((c) => [c.path, c.body])).toEqual([['/pipeline/p1', { name: 'Partners' }]]));
  expect(await screen.findByText('Pipeline renamed to Partners')).toBeInTheDocument();

  const items = await menu();
  await waitFor(() => expect(within(items).getByRole('menuitem', { name: 'Make default' })).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(within(items).getByRole('menuitem', { name: 'Make default' }));
  expect(api.callsTo('PATCH /pipeline/:id').map((c) => c.body)).toEqual([{ name: 'Partners' }, { isDefault: true }]);
  expect(await screen.findByText('Partners is now the default pipeline')).toBeInTheDocument();
  const selector = screen.getByRole('combobox', { name: 'Pipeline' });
  await waitFor(() =>
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Partners (default)', 'Default Sales Pipeline']),
  );
});

it('deletes a pipeline moving its deals to the one chosen, then shows that one', async () => {
  const api = pipelineServer();
  renderPipeline('/pipeline/p1');
  await screen.findByRole('heading', { name: 'Enterprise', level: 2 });
  await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete pipeline Enterprise?' });
  await waitFor(() => expect(dialog).toHaveAccessibleDescription('It holds 3 deals. Choose the pipeline they move to.'));
  expect(within(dialog).getByRole('combobox', { name: 'Move its deals to' })).toHaveValue('p2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete pipeline' }));

  await waitFor(() => expect(api.callsTo('DELETE /pipeline/:id').map((c) => [c.path, c.query])).toEqual([['/pipeline/p1', { move_to: 'p2' }]]));
  expect(await screen.findByText('Pipeline Enterprise deleted, 2 deals moved')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/pipeline/p2'));
  expect(screen.queryByRole('combobox', { name: 'Pipeline' })).not.toBeInTheDocument();
});

it('says the last pipeline cannot be deleted', async () => {
  const api = pipelineServer([PIPELINES[1]]);
  renderPipeline();
  await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 });
  await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete pipeline Default Sales Pipeline?' });
  expect(dialog).toHaveAccessibleDescription('This is the only pipeline: it cannot be deleted. Create another one first.');
  expect(within(dialog).queryByRole('button', { name: 'Delete pipeline' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /pipeline/:id')).toHaveLength(0);
});

it.each(['member', 'readonly'] as const)('offers a %s no Pipelines menu', async (role) => {
  signInAs(role);
  mockApi({ 'GET /me': meReply(role), 'GET /pipeline': { body: { pipelines: PIPELINES } }, 'GET /pipeline/:id/board': { body: makeBoard() } });
  renderPipeline();
  await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 });
  expect(screen.queryByRole('button', { name: 'Pipelines' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit stages' })).not.toBeInTheDocument();
});
