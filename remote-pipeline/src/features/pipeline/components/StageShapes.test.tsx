import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stage } from '@meridian/shared/model';
import { makeBoard, STAGES } from '../../../testing/fixtures';
import { type ApiCall, mockApi, type Reply, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

const PIPELINES = { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] };

/** A server that adds, deletes and reorders stages as the API does (Lead holds 2 cards, Qualified 1, Won none). */
function shapeServer(overrides: Record<string, (call: ApiCall) => Reply> = {}) {
  let stages: Stage[] = STAGES.map((s) => ({ ...s }));
  const counts = new Map([
    ['s1', 2],
    ['s2', 1],
  ]);
  const board = () => {
    const b = makeBoard();
    const byId = new Map(b.stages.map((s) => [s.id, s]));
    return { ...b, stages: stages.map((s) => ({ ...(byId.get(s.id) ?? { contacts: [], totals: [] }), ...s, count: counts.get(s.id) ?? 0 })) };
  };
  const dense = () => (stages = stages.map((s, position) => ({ ...s, position })));
  return mockApi({
    'GET /pipeline': { body: PIPELINES },
    'GET /pipeline/p2/board': () => ({ body: board() }),
    'GET /pipeline/p2/stages': () => ({ body: { success: true, data: stages } }),
    'POST /pipeline/p2/stages': (call) => {
      const { name } = call.body as { name: string };
      const stage: Stage = { id: 'new', name, color: '#6b7280', position: 0, probability: 0, outcome: null };
      const at = stages.findIndex((s) => s.outcome);
      stages.splice(at, 0, stage);
      dense();
      return { status: 201, body: stage };
    },
    'DELETE /pipeline/stages/:stageId': (call) => {
      const id = call.path.split('/').pop()!;
      const moved = counts.get(id) ?? 0;
      if (moved && !call.query.move_to) return { status: 409, body: { error: 'Stage has cards', code: 'stage_has_cards' } };
      stages = stages.filter((s) => s.id !== id);
      dense();
      return { body: { success: true, moved } };
    },
    'PUT /pipeline/p2/stages/order': (call) => {
      const { stageIds } = call.body as { stageIds: string[] };
      stages = stageIds.map((id) => stages.find((s) => s.id === id)!);
      dense();
      return { body: { success: true, data: stages } };
    },
    'PUT /pipeline/stages/:stageId': (call) => {
      const id = call.path.split('/').pop();
      stages = stages.map((s) => (s.id === id ? { ...s, ...(call.body as object) } : s));
      return { body: { success: true } };
    },
    ...overrides,
  });
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit stages' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Pipeline Stages' });
  await within(dialog).findByRole('listitem', { name: 'Lead' });
  return dialog;
}
const stageNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Pipeline stages' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('adding a stage', () => {
  it('puts it before Won, clears the box and toasts', async () => {
    const api = shapeServer();
    renderPipeline();
    const dialog = await openEditor();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New stage name' }), '  Proposal ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));

    expect(api.callsTo('POST /pipeline/p2/stages').map((c) => c.body)).toEqual([{ name: 'Proposal' }]);
    expect(await screen.findByText('Stage Proposal added')).toBeInTheDocument();
    await waitFor(() => expect(stageNames(dialog)).toEqual(['Lead', 'Qualified', 'Proposal', 'Won']));
    expect(within(dialog).getByRole('textbox', { name: 'New stage name' })).toHaveValue('');
  });

  it('keeps the typed name when refused, with the refusal in a toast', async () => {
    shapeServer({ 'POST /pipeline/p2/stages': () => ({ status: 400, body: { error: 'Stage name must not be blank' } }) });
    renderPipeline();
    const dialog = await openEditor();
    const box = within(dialog).getByRole('textbox', { name: 'New stage name' });
    await userEvent.type(box, 'Proposal{Enter}');
    expect(await screen.findByText('Stage name must not be blank')).toBeInTheDocument();
    expect(box).toHaveValue('Proposal');
    expect(stageNames(dialog)).toEqual(['Lead', 'Qualified', 'Won']);
  });
});

describe('deleting a stage', () => {
  it('deletes an empty stage at once', async () => {
    const api = shapeServer();
    renderPipeline();
    const dialog = await openEditor();
    await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board').some((c) => c.query.limit === '0')).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Won' }));
    expect(api.callsTo('DELETE /pipeline/stages/:stageId').map((c) => [c.path, c.query])).toEqual([['/pipeline/stages/s3', {}]]);
    expect(await screen.findByText('Stage Won deleted')).toBeInTheDocument();
    await waitFor(() => expect(stageNames(dialog)).toEqual(['Lead', 'Qualified']));
  });

  it('asks where the cards of a stage that holds some go, then moves them there', async () => {
    const api = shapeServer();
    renderPipeline();
    const dialog = await openEditor();
    await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board').some((c) => c.query.limit === '0')).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Lead' }));

    const ask = await screen.findByRole('dialog', { name: 'Delete stage Lead?' });
    expect(ask).toHaveAccessibleDescription('It holds 2 cards. Choose the stage they move to.');
    const target = within(ask).getByRole('combobox', { name: 'Move its cards to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Qualified', 'Won']);
    expect(target).toHaveValue('s2');
    await userEvent.selectOptions(target, 's3');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete stage' }));

    expect(api.callsTo('DELETE /pipeline/stages/:stageId').map((c) => c.query)).toEqual([{ move_to: 's3' }]);
    expect(await screen.findByText('Stage Lead deleted, 2 cards moved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete stage Lead?' })).not.toBeInTheDocument();
    await waitFor(() => expect(stageNames(dialog)).toEqual(['Qualified', 'Won']));
  });

  it('asks after all when the API says a stage thought empty holds cards', async () => {
    shapeServer({ 'GET /pipeline/p2/board': () => ({ body: { ...makeBoard(), stages: makeBoard().stages.map((s) => ({ ...s, count: 0 })) } }) });
    renderPipeline();
    const dialog = await openEditor();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Lead' })).toBeEnabled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Lead' }));
    expect(await screen.findByRole('dialog', { name: 'Delete stage Lead?' })).toBeInTheDocument();
  });
});

describe('outcome and order', () => {
  it("sets a stage's outcome", async () => {
    const api = shapeServer();
    renderPipeline();
    const dialog = await openEditor();
    const outcome = within(dialog).getByRole('combobox', { name: 'Outcome of Qualified' });
    expect(outcome).toHaveValue('open');
    expect(within(dialog).getByRole('combobox', { name: 'Outcome of Won' })).toHaveValue('won');
    await userEvent.selectOptions(outcome, 'lost');
    expect(api.callsTo('PUT /pipeline/stages/:stageId').map((c) => c.body)).toEqual([{ outcome: 'lost' }]);
    expect(await screen.findByText('Stage outcome updated successfully')).toBeInTheDocument();
    await userEvent.selectOptions(outcome, 'open');
    expect(api.callsTo('PUT /pipeline/stages/:stageId').map((c) => c.body)).toEqual([{ outcome: 'lost' }, { outcome: null }]);
  });

  it('reorders with the keyboard on the grip, saving the whole order and saying where the stage went', async () => {
    const restore = stageGeometry();
    const announced = recordAnnouncements();
    try {
      const api = shapeServer();
      renderPipeline();
      const dialog = await openEditor();
      const grip = within(dialog).getByRole('button', { name: 'Reorder Won' });
      grip.focus();
      fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(grip, { key: 'ArrowUp', code: 'ArrowUp' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(grip, { key: ' ', code: 'Space' });

      await waitFor(() => expect(api.callsTo('PUT /pipeline/p2/stages/order').map((c) => c.body)).toEqual([{ stageIds: ['s1', 's3', 's2'] }]));
      await waitFor(() => expect(stageNames(dialog)).toEqual(['Lead', 'Won', 'Qualified']));
      expect(announced.texts).toContain('Picked up Won, stage 3 of 3');
      expect(announced.texts).toContain('Dropped Won at place 2 of 3');
    } finally {
      announced.stop();
      restore();
    }
  });

  it('puts the old order back when the API refuses the new one', async () => {
    const restore = stageGeometry();
    try {
      shapeServer({ 'PUT /pipeline/p2/stages/order': () => ({ status: 400, body: { error: 'Stage order mismatch' } }) });
      renderPipeline();
      const dialog = await openEditor();
      const grip = within(dialog).getByRole('button', { name: 'Reorder Lead' });
      grip.focus();
      fireEvent.keyDown(grip, { key: 'Enter', code: 'Enter' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(grip, { key: 'ArrowDown', code: 'ArrowDown' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(grip, { key: 'Enter', code: 'Enter' });
      expect(await screen.findByText('Stage order mismatch')).toBeInTheDocument();
      await waitFor(() => expect(stageNames(dialog)).toEqual(['Lead', 'Qualified', 'Won']));
    } finally {
      restore();
    }
  });
});

/** Every text the live regions announce (the board has one of its own). */
function recordAnnouncements(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[id^="DndLiveRegion"]')) {
      const text = region.textContent ?? '';
      if (text && !texts.includes(text)) texts.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

/** jsdom lays nothing out: the editor's rows get 100 px each, one under the other. */
function stageGeometry(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const row = this.closest('li[aria-label]');
    const list = row?.parentElement;
    const i = row && list ? [...list.children].indexOf(row) : -1;
    const top = i * 100;
    return { left: 0, top, width: 400, height: i < 0 ? 0 : 90, right: 400, bottom: top + 90, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
