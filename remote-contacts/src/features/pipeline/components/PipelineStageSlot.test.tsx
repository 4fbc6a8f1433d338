import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact } from '../../../testing/fixtures';
import { mockApi, type Route } from '../../../../../shared/src/testing/mockApi';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreLayout();
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

const card = (name: string) => screen.findByRole('article', { name });
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
  ['no stages', { 'GET /pipeline/:id/stages': { body: { success: true, data: [] } } }, 'No stages found in pipeline'],
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
