import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stage } from '@meridian/shared/model';
import { makeBoard, STAGES } from '../../../testing/fixtures';
import { type ApiCall, deferred, mockApi, type Reply, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';
import { PRESET_STAGE_COLORS } from '@meridian/shared/ui';

beforeEach(resetAppState);

/** A server whose stage updates stick (or are refused), for board and stage list alike. */
function stageServer({ refuse = false } = {}) {
  let stages: Stage[] = STAGES.map((s) => ({ ...s }));
  const board = () => {
    const b = makeBoard();
    return { ...b, stages: b.stages.map((s) => ({ ...s, ...stages.find((x) => x.id === s.id) })) };
  };
  const update = (call: ApiCall): Reply => {
    if (refuse) return { status: 400, body: { error: 'Refused', field: Object.keys(call.body as object)[0] } };
    const id = call.path.split('/').pop();
    stages = stages.map((s) => (s.id === id ? { ...s, ...(call.body as object) } : s));
    return { body: { success: true } };
  };
  return mockApi({
    'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
    'GET /pipeline/p2/board': () => ({ body: board() }),
    'GET /pipeline/p2/stages': () => ({ body: { success: true, data: stages } }),
    'PUT /pipeline/stages/s1': update,
    'PUT /pipeline/stages/s2': update,
  });
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit stages' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Pipeline Stages' });
  await within(dialog).findByRole('listitem', { name: 'Lead' });
  return dialog;
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('opening and closing', () => {
  it("'Edit stages' opens the dialog ('Loading stages...' first); the header keeps its words behind it", async () => {
    const stages = deferred({ body: { success: true, data: STAGES } });
    mockApi({
      'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
      'GET /pipeline/p2/board': { body: makeBoard() },
      'GET /pipeline/p2/stages': stages.route,
    });
    renderPipeline();
    const toggle = await screen.findByRole('button', { name: 'Edit stages' });
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Edit stages');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    // The editor is fetched when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pipeline Stages' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Add, reorder and delete stages; set each one’s name, colour, win probability and outcome');
    expect(within(dialog).getByText('Loading stages...')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement); // focus moved in

    await act(async () => stages.release());
    expect(await within(dialog).findByRole('button', { name: 'Lead' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Lead', 'Qualified', 'Won']);
    expect(within(row('Lead')).getByTestId('swatch-s1')).toHaveStyle({ background: '#3b82f6' });
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    ['a backdrop click', () => userEvent.click(screen.getByTestId('stage-editor-backdrop'))],
    ['the close button', () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))],
    ['Done Editing', () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done Editing' }))],
  ])('%s closes it and gives focus back', async (_how, close) => {
    stageServer();
    renderPipeline();
    await openEditor();
    await act(async () => {
      await close();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit stages' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    stageServer();
    renderPipeline();
    const dialog = await openEditor();
    const done = within(dialog).getByRole('button', { name: 'Done Editing' });
    done.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['an HTTP error', () => ({ status: 400, body: { error: 'nope' } })],
    ['success: false', () => ({ body: { success: false, data: [] } })],
  ])("shows 'Failed to load pipeline stages' on %s", async (_what, reply) => {
    mockApi({
      'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
      'GET /pipeline/p2/board': { body: makeBoard() },
      'GET /pipeline/p2/stages': reply,
    });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit stages' }));
    expect(await screen.findByText('Failed to load pipeline stages')).toBeInTheDocument();
  });
});

describe('renaming a stage', () => {
  it('clicking the name turns it into a text box; Enter saves the trimmed name, toasts, and refreshes the board', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: 'Lead' }));
    const input = screen.getByRole('textbox', { name: 'Stage name' });
    expect(input).toHaveValue('Lead');
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '  Prospect  {Enter}');

    expect(api.callsTo('PUT /pipeline/stages/s1').map((c) => c.body)).toEqual([{ name: 'Prospect' }]);
    expect(await screen.findByText('Stage name updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Prospect' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Prospect' })).toBeInTheDocument()); // board
    expect(api.callsTo('GET /pipeline/p2/stages').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the edit button opens the text box too, and leaving it saves', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Qualified' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage name' }), ' Lead');
    await userEvent.tab();
    expect(api.callsTo('PUT /pipeline/stages/s2').map((c) => c.body)).toEqual([{ name: 'Qualified Lead' }]);
    expect(await screen.findByText('Stage name updated successfully')).toBeInTheDocument();
  });

  it('Escape cancels the edit without closing the dialog', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: 'Lead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage name' }), 'XYZ{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Stage name' })).not.toBeInTheDocument();
    expect(within(row('Lead')).getByRole('button', { name: 'Lead' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('PUT /pipeline/stages/s1')).toHaveLength(0);
  });

  it('a blank (or unchanged) name saves nothing', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: 'Lead' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Stage name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage name' }), '   {Enter}');
    expect(within(row('Lead')).getByRole('button', { name: 'Lead' })).toBeInTheDocument();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: 'Lead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage name' }), '{Enter}');
    expect(api.callsTo('PUT /pipeline/stages/s1')).toHaveLength(0);
  });

  it("a refused rename shows 'Failed to update stage name' and the old name", async () => {
    stageServer({ refuse: true });
    renderPipeline();
    await openEditor();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: 'Lead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage name' }), 's{Enter}');
    expect(await screen.findByText('Failed to update stage name')).toBeInTheDocument();
    expect(within(row('Lead')).getByRole('button', { name: 'Lead' })).toBeInTheDocument();
  });
});

describe('recolouring a stage', () => {
  const hexBox = (stage: string) => screen.getByRole('textbox', { name: `Hex color for ${stage}` });

  it('offers the 12 preset colours; a preset applies at once, toasts and reaches the board', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    const presets = within(row('Lead')).getByRole('group', { name: 'Preset colors for Lead' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([...PRESET_STAGE_COLORS]);
    expect(within(presets).getByRole('button', { name: '#3b82f6' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(presets).getByRole('button', { name: '#ef4444' }));
    expect(api.callsTo('PUT /pipeline/stages/s1').map((c) => c.body)).toEqual([{ color: '#ef4444' }]);
    expect(await screen.findByText('Stage color updated successfully')).toBeInTheDocument();
    expect(within(presets).getByRole('button', { name: '#ef4444' })).toHaveAttribute('aria-pressed', 'true');
    expect(hexBox('Lead')).toHaveValue('#ef4444');
    expect(within(row('Lead')).getByTestId('swatch-s1')).toHaveStyle({ background: '#ef4444' });
    await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board').length).toBeGreaterThanOrEqual(2));
  });

  it('the hex box is hinted and applies a valid colour on Enter', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    const box = hexBox('Lead');
    expect(box).toHaveValue('#3b82f6');
    expect(box).toHaveAttribute('placeholder', '#3b82f6');
    expect(box).toHaveAttribute('pattern', '#[0-9a-fA-F]{6}');
    await userEvent.clear(box);
    await userEvent.type(box, '#12AB9f{Enter}');
    expect(api.callsTo('PUT /pipeline/stages/s1').map((c) => c.body)).toEqual([{ color: '#12ab9f' }]);
    expect(await screen.findByText('Stage color updated successfully')).toBeInTheDocument();
  });

  it('an invalid colour is not sent: Enter marks it invalid, leaving the box restores the colour', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    const box = hexBox('Lead');
    await userEvent.clear(box);
    await userEvent.type(box, '#12{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a color as #RRGGBB'); // not only a red border
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a color as #RRGGBB');
    await userEvent.tab();
    expect(box).toHaveValue('#3b82f6');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter a color as #RRGGBB')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /pipeline/stages/s1')).toHaveLength(0);
  });

  it('a valid colour is applied when the box loses focus', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.clear(hexBox('Qualified'));
    await userEvent.type(hexBox('Qualified'), '#000000');
    await userEvent.tab();
    expect(api.callsTo('PUT /pipeline/stages/s2').map((c) => c.body)).toEqual([{ color: '#000000' }]);
  });

  it("a refused colour shows 'Failed to update stage color' and puts the old one back", async () => {
    stageServer({ refuse: true });
    renderPipeline();
    await openEditor();
    await userEvent.click(within(row('Lead')).getByRole('button', { name: '#10b981' }));
    expect(await screen.findByText('Failed to update stage color')).toBeInTheDocument();
    expect(hexBox('Lead')).toHaveValue('#3b82f6');
    expect(within(row('Lead')).getByRole('button', { name: '#3b82f6' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('win probability', () => {
  const box = (stage: string) => screen.getByRole('spinbutton', { name: `Win probability of ${stage} (%)` });

  it('each stage shows its probability; Enter saves a new one with PUT {probability}, toasts and refreshes the board', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    expect(box('Lead')).toHaveValue(10);
    expect(box('Qualified')).toHaveValue(50);
    await userEvent.clear(box('Lead'));
    await userEvent.type(box('Lead'), '30{Enter}');

    expect(api.callsTo('PUT /pipeline/stages/s1').map((c) => c.body)).toEqual([{ probability: 30 }]);
    expect(await screen.findByText('Stage probability updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Lead' })).getByTitle('Win probability of Lead')).toHaveTextContent('30%'));
  });

  it('refuses anything but a whole number from 0 to 100 without asking the API', async () => {
    const api = stageServer();
    renderPipeline();
    await openEditor();
    await userEvent.clear(box('Lead'));
    await userEvent.type(box('Lead'), '120');
    fireEvent.blur(box('Lead'));
    expect(await within(row('Lead')).findByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 100');
    expect(box('Lead')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /pipeline/stages/s1')).toHaveLength(0);
  });

  it("shows the API's refusal beside the field", async () => {
    stageServer({ refuse: true });
    renderPipeline();
    await openEditor();
    await userEvent.clear(box('Lead'));
    await userEvent.type(box('Lead'), '40{Enter}');
    expect(await within(row('Lead')).findByRole('alert')).toHaveTextContent('Refused');
    expect(await screen.findByText('Failed to update stage probability')).toBeInTheDocument();
  });
});
