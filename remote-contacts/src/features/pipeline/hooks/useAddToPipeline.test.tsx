import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { contactsApi, keys, pipelineApi } from '@meridian/shared/api';
import type { Contact } from '@meridian/shared/model';
import { useToastStore } from '@meridian/shared/ui';
import { contactList, makeContact } from '../../../testing/fixtures';
import { deferred, mockApi, type Route } from '@meridian/shared/testing';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { defaultPipeline, firstStage } from './addToPipeline';
import { useAddToPipeline } from './useAddToPipeline';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const CONTACT = makeContact({ id: 'c3', first: 'Cy', last: 'Outside' });
const STAGES = {
  success: true,
  data: [
    { id: 's2', name: 'Qualified', color: '#06b6d4', position: 1 },
    { id: 's1', name: 'Lead', color: '#3b82f6', position: 0 },
  ],
};

/** The hook plus three screens' worth of cached data it must refresh: a contacts list, the board, the status. */
function Harness({ contact }: { contact: Contact }) {
  const { add, busyId } = useAddToPipeline();
  useSWR(keys.contacts({}), () => contactsApi.list({}));
  useSWR(keys.board('pl1'), () => pipelineApi.board('pl1'));
  useSWR(keys.pipelineStatus(contact.id), () => pipelineApi.status(contact.id));
  return (
    <>
      <button type="button" onClick={() => void add(contact)}>
        add
      </button>
      <p data-testid="busy">{busyId ?? 'idle'}</p>
    </>
  );
}

function setup(routes: Record<string, Route> = {}) {
  const api = mockApi({
    'GET /contacts': { body: contactList([CONTACT]) },
    // A bare array: the client accepts it as well as {pipelines}.
    'GET /pipeline': { body: [{ id: 'other', name: 'Renewals' }, { id: 'pl1', name: 'Default Sales Pipeline' }] },
    'GET /pipeline/:id/board': { body: { pipeline: { id: 'pl1', name: 'Default Sales Pipeline' }, stages: [], totalContacts: 0 } },
    'GET /pipeline/:id/stages': { body: STAGES },
    'GET /pipeline/:id/status': { body: { inPipeline: false } },
    'POST /pipeline/:id/add': { status: 201, body: { inPipeline: true } },
    ...routes,
  });
  renderInApp(<Harness contact={CONTACT} />);
  return api;
}

const toasts = () => useToastStore.getState().toasts.map(({ type, message }) => ({ type, message }));

async function clickAdd(api: ReturnType<typeof mockApi>) {
  // The screens' data has loaded once before the click.
  await waitFor(() => expect(api.callsTo('GET /pipeline/:id/board')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'add' }));
  await waitFor(() => expect(toasts()).toHaveLength(1));
}

it("adds to the default pipeline's first stage by position, toasts success and refreshes lists, board and status", async () => {
  const api = setup();
  await clickAdd(api);
  expect(toasts()).toEqual([
    { type: 'success', message: 'Cy Outside added to Lead stage! Check the Sales Pipeline to see them.' },
  ]);
  expect(api.callsTo('GET /pipeline/:id/stages')[0]?.path).toBe('/pipeline/pl1/stages');
  expect(api.callsTo('POST /pipeline/:id/add')).toEqual([expect.objectContaining({ path: '/pipeline/c3/add', body: { stageId: 's1' } })]);
  await waitFor(() => {
    expect(api.callsTo('GET /contacts')).toHaveLength(2);
    expect(api.callsTo('GET /pipeline/:id/board')).toHaveLength(2);
    // Once on mount, once by the add itself, once refreshed.
    expect(api.callsTo('GET /pipeline/:id/status')).toHaveLength(3);
  });
});

it('is busy for that contact while adding', async () => {
  const held = deferred({ status: 201, body: {} });
  const api = setup({ 'POST /pipeline/:id/add': held.route });
  await waitFor(() => expect(api.callsTo('GET /pipeline/:id/board')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'add' }));
  await waitFor(() => expect(api.callsTo('POST /pipeline/:id/add')).toHaveLength(1));
  expect(screen.getByTestId('busy')).toHaveTextContent('c3');
  act(() => held.release());
  await waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('idle'));
});

it.each<[string, Record<string, Route>, string]>([
  ['an empty list', { 'GET /pipeline': { body: { pipelines: [] } } }, 'No pipelines available'],
  ['an empty array', { 'GET /pipeline': { body: [] } }, 'No pipelines available'],
  ['a list without pipelines', { 'GET /pipeline': { body: {} } }, 'No pipelines available'],
  ['no usable pipeline', { 'GET /pipeline': { body: { pipelines: [{ name: 'Half-made' }] } } }, 'No pipeline found'],
  ['no stages', { 'GET /pipeline/:id/stages': { body: { success: true, data: [] } } }, 'No stages found in pipeline'],
  ['no usable stage', { 'GET /pipeline/:id/stages': { body: { success: true, data: [{ name: 'Lead' }] } } }, 'No first stage found'],
  ['a refused add', { 'POST /pipeline/:id/add': { status: 500, body: { error: 'boom' } } }, 'Failed to add contact to pipeline'],
  ['a failed status check', { 'GET /pipeline/:id/status': { status: 500, body: { error: 'down' } } }, 'Error adding contact to pipeline'],
  ['a network failure', { 'GET /pipeline': () => Promise.reject(new TypeError('offline')) }, 'Error adding contact to pipeline'],
])('toasts an error for %s', async (_case, routes, message) => {
  const api = setup(routes);
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'error', message }]);
  expect(screen.getByTestId('busy')).toHaveTextContent('idle');
});

it('warns, without adding, when the status says the contact is in a stage already', async () => {
  const api = setup({ 'GET /pipeline/:id/status': { body: { inPipeline: true, stageName: 'Proposal', stageColor: '#f59e0b' } } });
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'warning', message: 'Cy Outside is already in pipeline (Proposal stage)' }]);
  expect(api.callsTo('POST /pipeline/:id/add')).toHaveLength(0);
  // The card still showed the button: its data was stale, so it is refreshed.
  await waitFor(() => expect(api.callsTo('GET /contacts')).toHaveLength(2));
});

it("warns with the server's stage when the add answers 409 (added meanwhile)", async () => {
  const api = setup({
    'POST /pipeline/:id/add': { status: 409, body: { error: 'Cy O. is already in pipeline (Won stage)', inPipeline: true, stageName: 'Won' } },
  });
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'warning', message: 'Cy Outside is already in pipeline (Won stage)' }]);
});

it('reads the stage from the 409 text when the body has no stageName', async () => {
  const api = setup({ 'POST /pipeline/:id/add': { status: 409, body: { error: 'Cy is already in pipeline (Lost stage)' } } });
  await clickAdd(api);
  expect(toasts()).toEqual([{ type: 'warning', message: 'Cy Outside is already in pipeline (Lost stage)' }]);
});

describe('defaultPipeline and firstStage (SPEC §9)', () => {
  it("prefers a name containing 'Default', else the first", () => {
    expect(defaultPipeline([{ id: 'a', name: 'A' }, { id: 'b', name: 'My Default' }])?.id).toBe('b');
    expect(defaultPipeline([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }])?.id).toBe('a');
    expect(defaultPipeline([])).toBeUndefined();
  });

  it('takes the lowest position, list order breaking ties', () => {
    const stage = (id: string, position?: number) => ({ id, name: id, color: '#10b981', position });
    expect(firstStage([stage('b', 2), stage('a', 1), stage('c', 1)])?.id).toBe('a');
    expect(firstStage([stage('x'), stage('y')])?.id).toBe('x');
  });
});
