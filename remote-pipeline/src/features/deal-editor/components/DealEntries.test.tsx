// The contact page's Deal section (pipeline/DealEditor without a pipeline): one block per entry of
// the contact, each with its stage to change, and Add to another pipeline.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { createSwrCache } from '@meridian/shared/data';
import { meReply, mockApi, renderWithProviders, resetAppState, signInAs, USER } from '@meridian/shared/testing';
import type { Permissions } from '@meridian/shared/app';
import type { PipelineEntry } from '@meridian/shared/model';
import DealEditor from '../../../exposes/DealEditor';
import { deal, NO_DEAL, PIPELINES } from '../../../testing/fixtures';

beforeEach(() => resetAppState());

const STAGES: Record<string, { id: string; name: string; color: string }[]> = {
  p1: [
    { id: 's1', name: 'Lead', color: '#3b82f6' },
    { id: 's2', name: 'Proposal', color: '#f59e0b' },
  ],
  p2: [
    { id: 't1', name: 'Due', color: '#0ea5e9' },
    { id: 't2', name: 'Renewed', color: '#22c55e' },
  ],
  p3: [{ id: 'u1', name: 'Sourced', color: '#8b5cf6' }],
};

const entry = (pipelineId: string, stage: number, extra: Partial<PipelineEntry> = {}): PipelineEntry => {
  const s = STAGES[pipelineId]![stage]!;
  const name = [...PIPELINES, { id: 'p3', name: 'Partners' }].find((p) => p.id === pipelineId)!.name;
  return { pipelineId, pipelineName: name, stageId: s.id, stageName: s.name, stageColor: s.color, deal: NO_DEAL, ...extra };
};

function render(role: Permissions['role'], entries: PipelineEntry[], move: (stageId: string) => { status?: number; body: object } = () => ({ body: {} })) {
  signInAs(role);
  const pipelines = [...PIPELINES, { id: 'p3', name: 'Partners', created_at: '2024-02-01T00:00:00.000Z', isDefault: false }];
  const api = mockApi({
    'GET /me': meReply(role),
    'GET /members': { body: { members: [USER] } },
    'GET /pipeline': { body: { pipelines } },
    'GET /pipeline/:id/stages': (call) => ({ body: { success: true, data: STAGES[call.path.split('/')[2]!] } }),
    'GET /pipeline/c1/status': { body: { inPipeline: entries.length > 0, stageId: null, stageName: null, stageColor: null, pipelineId: null, entries } },
    'GET /pipeline/c1/deal': (call) => ({
      body: { deal: entries.find((e) => e.pipelineId === call.query.pipeline_id)?.deal ?? NO_DEAL, defaultCurrency: 'EUR' },
    }),
    'PUT /pipeline/c1/move': (call) => move((call.body as { stageId: string }).stageId),
    'POST /pipeline/c1/add': { status: 201, body: { success: true } },
  });
  renderWithProviders(
    <SWRConfig value={{ provider: () => createSwrCache() }}>
      <DealEditor contactId="c1" />
    </SWRConfig>,
  );
  return api;
}

it('shows one block per pipeline, named, each with its stage badge and deal, and moves an entry from its Stage select', async () => {
  const api = render('member', [entry('p2', 0, { deal: deal({ value: '900.00', currency: 'EUR' }) }), entry('p1', 0)]);
  const renewals = await screen.findByRole('region', { name: 'Default Sales Pipeline' });
  const enterprise = screen.getByRole('region', { name: 'Enterprise' });
  expect(await within(renewals).findByRole('combobox', { name: 'Stage in Default Sales Pipeline' })).toHaveValue('t1');
  expect(await within(renewals).findByRole('textbox', { name: 'Value' })).toHaveValue('900.00');
  const select = await within(enterprise).findByRole('combobox', { name: 'Stage in Enterprise' });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, 'Proposal');
  await waitFor(() => expect(api.callsTo('PUT /pipeline/c1/move').map((c) => c.body)).toEqual([{ stageId: 's2' }]));
  expect(await screen.findByText('Moved to Proposal')).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/c1/status').length).toBeGreaterThan(1);
  // Each entry's deal is read from its own pipeline.
  expect(
    api
      .callsTo('GET /pipeline/c1/deal')
      .map((c) => c.query.pipeline_id)
      .sort(),
  ).toEqual(expect.arrayContaining(['p1', 'p2']));
});

it('keeps a refused choice in the select and says why', async () => {
  render('member', [entry('p1', 0)], () => ({ status: 403, body: { error: 'Only the owner can change this contact', code: 'record_forbidden' } }));
  const select = await screen.findByRole('combobox', { name: 'Stage' });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, 'Proposal');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not move to Proposal');
  expect(select).toHaveValue('s2');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  // A single entry is not named by its pipeline.
  expect(screen.queryByRole('heading', { name: 'Enterprise' })).not.toBeInTheDocument();
});

it('adds the contact to the first stage of another pipeline it is not in', async () => {
  const api = render('member', [entry('p1', 0)]);
  const add = await screen.findByRole('combobox', { name: 'Add to another pipeline' });
  await waitFor(() =>
    expect(
      within(add)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default Sales Pipeline', 'Partners']),
  );
  await userEvent.selectOptions(add, 'Partners');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(api.callsTo('POST /pipeline/c1/add').map((c) => c.body)).toEqual([{ stageId: 'u1' }]));
  expect(await screen.findByText('Added to Partners')).toBeInTheDocument();
});

it('shows a read-only member every stage, with nothing to change', async () => {
  const api = render('readonly', [entry('p1', 1), entry('p2', 1)]);
  expect(await screen.findByRole('region', { name: 'Enterprise' })).toHaveTextContent('Proposal');
  expect(screen.getByRole('region', { name: 'Default Sales Pipeline' })).toHaveTextContent('Renewed');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(0);
});

it('says so when the contact is in no pipeline, and offers to add it', async () => {
  render('member', []);
  expect(await screen.findByText('Not in a pipeline')).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Add to another pipeline' })).toBeInTheDocument();
});
