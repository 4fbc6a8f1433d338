import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact } from '../../../testing/fixtures';
import { deferred, mockApi, type Route } from '../../../../../shared/src/testing/mockApi';
import { installLayout, installPointerEvent, renderContacts, resetAppState } from '../../../testing/renderContacts';

let restoreLayout: () => void;
beforeAll(installPointerEvent);
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreLayout();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const PIPELINES = { pipelines: [{ id: 'other', name: 'Renewals' }, { id: 'pl1', name: 'Default Sales Pipeline' }] };
const STAGES = {
  success: true,
  data: [
    { id: 's2', name: 'Qualified', color: '#06b6d4', position: 1 },
    { id: 's1', name: 'Lead', color: '#3b82f6', position: 0 },
  ],
};

function setup(routes: Record<string, Route> = {}) {
  const contacts = [
    makeContact({ id: 'c1', first: 'Ann', last: 'Staged', stage_id: 's9', stage_name: 'Negotiation', stage_color: '#8b5cf6' }),
    makeContact({ id: 'c2', first: 'Bo', last: 'Nocolour', stage_id: 's8', stage_name: 'Won', stage_color: null }),
    makeContact({ id: 'c3', first: 'Cy', last: 'Outside', stage_id: null, stage_name: null }),
  ];
  const api = mockApi({
    'GET /contacts': { body: contactList(contacts) },
    'GET /pipeline': { body: PIPELINES },
    'GET /pipeline/:id/stages': { body: STAGES },
    'GET /pipeline/:id/status': { body: { inPipeline: false } },
    'POST /pipeline/:id/add': { status: 201, body: { inPipeline: true } },
    ...routes,
  });
  renderContacts();
  return api;
}

const card = (name: string) => screen.findByRole('listitem', { name });
const clickPipeline = async (name: string) =>
  userEvent.click(within(await card(name)).getByRole('button', { name: `Add ${name} to the pipeline` }));

it('shows the stage badge in the stage colour, green without one, and the Pipeline button otherwise', async () => {
  setup();
  const staged = within(await card('Ann Staged')).getByText('Negotiation');
  expect(staged).toHaveStyle({ background: '#8b5cf6' });
  // No stage colour: the theme's green (SPEC §9 default).
  expect(within(await card('Bo Nocolour')).getByText('Won')).toHaveStyle({ color: '#15803d' });
  expect(within(await card('Cy Outside')).getByRole('button', { name: /pipeline/i })).toHaveTextContent('Pipeline');
  expect(within(await card('Ann Staged')).queryByRole('button', { name: /pipeline/ })).not.toBeInTheDocument();
});

it('adds to the first stage of the default pipeline, says so, and does not open the quick view', async () => {
  const api = setup();
  await clickPipeline('Cy Outside');
  expect(await screen.findByText('Cy Outside added to Lead stage! Check the Sales Pipeline to see them.')).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/:id/stages')[0]?.path).toBe('/pipeline/pl1/stages');
  expect(api.callsTo('POST /pipeline/:id/add')[0]).toMatchObject({ path: '/pipeline/c3/add', body: { stageId: 's1' } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /contacts').length).toBeGreaterThan(1));
});

it.each<[string, Record<string, Route>, string]>([
  ['no pipelines', { 'GET /pipeline': { body: { pipelines: [] } } }, 'No pipelines available'],
  ['no usable pipeline', { 'GET /pipeline': { body: [{ name: 'Half-made' }] } }, 'No pipeline found'],
  ['no stages', { 'GET /pipeline/:id/stages': { body: { success: true, data: [] } } }, 'No stages found in pipeline'],
  ['no usable stage', { 'GET /pipeline/:id/stages': { body: { success: true, data: [{ name: 'Lead' }] } } }, 'No first stage found'],
  ['a refused add', { 'POST /pipeline/:id/add': { status: 500, body: { error: 'boom' } } }, 'Failed to add contact to pipeline'],
  ['a failed lookup', { 'GET /pipeline': { status: 500, body: { error: 'down' } } }, 'Error adding contact to pipeline'],
])('says what went wrong with %s', async (_case, routes, message) => {
  setup(routes);
  await clickPipeline('Cy Outside');
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it("warns when the contact is already in the pipeline, with its stage", async () => {
  const api = setup({ 'GET /pipeline/:id/status': { body: { inPipeline: true, stageName: 'Proposal', stageColor: '#f59e0b' } } });
  await clickPipeline('Cy Outside');
  expect(await screen.findByText('Cy Outside is already in pipeline (Proposal stage)')).toBeInTheDocument();
  expect(api.callsTo('POST /pipeline/:id/add')).toHaveLength(0);
});

it("warns with the server's stage when the add answers 409", async () => {
  setup({ 'POST /pipeline/:id/add': { status: 409, body: { error: 'Cy is already in pipeline (Won stage)', stageName: 'Won' } } });
  await clickPipeline('Cy Outside');
  expect(await screen.findByText('Cy Outside is already in pipeline (Won stage)')).toBeInTheDocument();
});

it('is busy while adding, and pressing it neither opens the card nor starts multi-select', async () => {
  const held = deferred({ status: 201, body: {} });
  const api = setup({ 'POST /pipeline/:id/add': held.route });
  const button = within(await card('Cy Outside')).getByRole('button', { name: 'Add Cy Outside to the pipeline' });
  // Held past the 500 ms long press: the card must not take it as its own.
  jest.useFakeTimers();
  fireEvent.pointerDown(button, { clientX: 5, clientY: 5 });
  act(() => jest.advanceTimersByTime(600));
  fireEvent.pointerUp(button);
  fireEvent.click(button);
  jest.useRealTimers();
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await waitFor(() => expect(api.callsTo('POST /pipeline/:id/add')).toHaveLength(1));
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeDisabled();
  // Once added, the list refetches and the card shows the badge instead.
  api.on('GET /contacts', {
    body: contactList([makeContact({ id: 'c3', first: 'Cy', last: 'Outside', stage_id: 's1', stage_name: 'Lead', stage_color: '#3b82f6' })]),
  });
  act(() => held.release());
  expect(await within(await card('Cy Outside')).findByText('Lead')).toBeInTheDocument();
  expect(within(await card('Cy Outside')).queryByRole('button', { name: /pipeline/ })).not.toBeInTheDocument();
});

it('falls back to green for a stage colour that is not a hex colour', async () => {
  setup({ 'GET /contacts': { body: contactList([makeContact({ id: 'c5', first: 'Di', last: 'Odd', stage_name: 'Lead', stage_color: 'nonsense' })]) } });
  expect(within(await card('Di Odd')).getByText('Lead')).toHaveStyle({ color: '#15803d' });
});

it('shows the badge or the button in list rows too', async () => {
  setup();
  await card('Ann Staged');
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  expect(within(await card('Ann Staged')).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
  await clickPipeline('Cy Outside');
  expect(await screen.findByText('Cy Outside added to Lead stage! Check the Sales Pipeline to see them.')).toBeInTheDocument();
});

it('shows the stage badge in the quick view', async () => {
  setup({ 'GET /contacts/:id': { body: makeContact({ id: 'c1', first: 'Ann', last: 'Staged', stage_name: 'Negotiation', stage_color: '#8b5cf6' }) } });
  await userEvent.click(await card('Ann Staged'));
  const panel = await screen.findByRole('dialog', { name: 'Ann Staged' });
  expect(within(panel).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
});
