import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { contactsApi, keys, pipelineApi } from '@meridian/shared/api';
import type { Contact } from '@meridian/shared/model';
import { useToastStore } from '@meridian/shared/ui';
import { deferred, installPointerEvent, mockApi, renderWithProviders, resetAppState, type Route, signInAs } from '@meridian/shared/testing';
import AddToPipeline from '../../exposes/AddToPipeline';
import { contact } from '../../testing/fixtures';

beforeAll(installPointerEvent);
beforeEach(() => {
  resetAppState();
  signInAs('owner');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const OUTSIDE = contact('c3', 'Cy', 'Outside', { stage_id: null, stage_name: null, stage_color: null });
/** The 201 the API sends: the contact's stage in the default pipeline, which the API chose. */
const ADDED = { success: true, inPipeline: true, stageId: 's1', stageName: 'Lead', stageColor: '#3b82f6', pipelineId: 'pl1' };

/** The module as the contacts remote shows it: inside a card that opens on click, plus the screens whose data an add refreshes. */
function Card({ contact: shown, onOpen }: { contact: Contact; onOpen: () => void }) {
  useSWR(keys.contacts({}), () => contactsApi.list({}));
  useSWR(keys.board('pl1'), () => pipelineApi.board('pl1'));
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a stand-in for the contacts card's own handlers
    <div role="listitem" aria-label="card" onClick={onOpen} onPointerDown={onOpen} onKeyDown={onOpen}>
      <AddToPipeline contact={shown} />
    </div>
  );
}

function setup(routes: Record<string, Route> = {}, shown: Contact = OUTSIDE) {
  const api = mockApi({
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
    'GET /pipeline/:id/board': { body: { pipeline: { id: 'pl1', name: 'Default Sales Pipeline', created_at: '' }, stages: [], totalContacts: 0 } },
    'POST /pipeline/:id/add': { status: 201, body: ADDED },
    ...routes,
  });
  const onOpen = jest.fn();
  const view = renderWithProviders(<Card contact={shown} onOpen={onOpen} />);
  return { api, onOpen, view };
}

const toasts = () => useToastStore.getState().toasts.map(({ type, message }) => ({ type, message }));
const button = () => screen.getByRole('button', { name: 'Add Cy Outside to the pipeline' });

async function clickAdd(api: ReturnType<typeof mockApi>) {
  // The screens' data has loaded once before the click.
  await waitFor(() => expect(api.callsTo('GET /pipeline/:id/board')).toHaveLength(1));
  await userEvent.click(button());
  await waitFor(() => expect(toasts()).toHaveLength(1));
}

it('shows the stage badge in the stage colour, and no button, for a contact in a stage', () => {
  setup({}, contact('c1', 'Ann', 'Staged', { stage_name: 'Negotiation', stage_color: '#8b5cf6' }));
  expect(screen.getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("shows a stage without a colour in the theme's green (docs/PRODUCT.md §9 default)", () => {
  setup({}, contact('c2', 'Bo', 'Nocolour', { stage_name: 'Won', stage_color: null }));
  expect(screen.getByText('Won')).toHaveStyle({ color: '#15803d' });
});

it("shows the 'Pipeline' button for a contact in no stage", () => {
  setup();
  expect(within(screen.getByRole('listitem')).getByRole('button', { name: 'Add Cy Outside to the pipeline' })).toHaveTextContent('Pipeline');
});

it('falls back to green for a stage colour that is not a hex colour', () => {
  setup({}, contact('c5', 'Di', 'Odd', { stage_name: 'Lead', stage_color: 'nonsense' }));
  expect(screen.getByText('Lead')).toHaveStyle({ color: '#15803d' });
});

it("lets the API choose the default pipeline's first stage, says which, and refreshes lists and board", async () => {
  const { api, onOpen } = setup();
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'success', message: 'Cy Outside added to Lead stage! Check the Sales Pipeline to see them.' }]);
  // No stage sent: the default-pipeline rule is the API's alone.
  expect(api.callsTo('POST /pipeline/:id/add')).toEqual([expect.objectContaining({ path: '/pipeline/c3/add', body: {} })]);
  expect(onOpen).not.toHaveBeenCalled();
  await waitFor(() => {
    expect(api.callsTo('GET /contacts')).toHaveLength(2);
    expect(api.callsTo('GET /pipeline/:id/board')).toHaveLength(2);
  });
});

it("warns with the stage the API's 409 names (already in a pipeline) and refreshes the stale card", async () => {
  const { api } = setup({
    'POST /pipeline/:id/add': {
      status: 409,
      body: { error: 'Cy O. is already in pipeline (Won stage)', inPipeline: true, stageId: 's5', stageName: 'Won', stageColor: '#10b981', pipelineId: 'pl1' },
    },
  });
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'warning', message: 'Cy Outside is already in pipeline (Won stage)' }]);
  await waitFor(() => expect(api.callsTo('GET /contacts')).toHaveLength(2));
});

it.each<[string, Route, string]>([
  ['a refused add', { status: 500, body: { error: 'boom' } }, 'Failed to add contact to pipeline'],
  ['no answer (offline)', () => Promise.reject(new TypeError('offline')), 'Error adding contact to pipeline'],
])('toasts an error for %s and refreshes nothing', async (_case, route, message) => {
  const { api } = setup({ 'POST /pipeline/:id/add': route });
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'error', message }]);
  expect(button()).not.toBeDisabled();
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
});

it('is busy while adding, and pressing it (even held past a long press) never reaches the card', async () => {
  const held = deferred({ status: 201, body: ADDED });
  const { api, onOpen } = setup({ 'POST /pipeline/:id/add': held.route });
  jest.useFakeTimers();
  fireEvent.pointerDown(button(), { clientX: 5, clientY: 5 });
  act(() => jest.advanceTimersByTime(600));
  fireEvent.pointerUp(button());
  fireEvent.keyDown(button(), { key: 'Enter' });
  fireEvent.click(button());
  jest.useRealTimers();
  expect(onOpen).not.toHaveBeenCalled();

  await waitFor(() => expect(api.callsTo('POST /pipeline/:id/add')).toHaveLength(1));
  expect(button()).toHaveAttribute('aria-busy', 'true');
  expect(button()).toBeDisabled();
  act(() => held.release());
  await waitFor(() => expect(button()).not.toBeDisabled());
});

it('marks its piece as the pipeline remote without taking part in the layout', () => {
  const { view } = setup();
  const root = view.container.querySelector('[data-remote="pipeline"]');
  expect(root).toHaveStyle({ display: 'contents' });
});
