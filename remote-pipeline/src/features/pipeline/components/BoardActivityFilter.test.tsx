// The board's 'No activity planned' filter: sent as activity=none to the board and to a column's
// next page, kept in the URL beside the owner filter, the header counting what the API answers.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@meridian/shared/auth';
import { currentLocation, makeTokens, mockApi, resetAppState, USER } from '@meridian/shared/testing';
import type { Board } from '@meridian/shared/model';
import { boardStage, contact, makeBoard, PIPELINES, STAGES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

const MEMBERS = { members: [USER, { id: 'u7', name: 'Uma Seven', email: 'uma@example.test' }] };
const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => contact(`m${from + i}`, 'Lead', `No${from + i}`));

/** Without the filter the usual board; with it, a Lead column of 60 cards (50 shown) and 61 in all. */
function api() {
  return mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': ({ query }) => {
      if (query.activity !== 'none') return { body: makeBoard() };
      const board: Board = { ...makeBoard(), totalContacts: 61 };
      board.stages = [boardStage(STAGES[0], many(0, 50), 60), boardStage(STAGES[1], [contact('c3', 'Cy', 'Diaz')]), boardStage(STAGES[2], [])];
      return { body: board };
    },
    'GET /pipeline/p2/stages/s1/contacts': ({ query }) => ({ body: { contacts: many(Number(query.offset), Number(query.limit)), count: 60 } }),
    'GET /members': { body: MEMBERS },
  });
}

it("'No activity planned' asks the board for activity=none, keeps ?activity=none in the URL, and the header counts the API's answer", async () => {
  const server = api();
  renderPipeline();
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
  const toggle = screen.getByRole('checkbox', { name: 'No activity planned' });
  expect(toggle).not.toBeChecked();
  expect(server.callsTo('GET /pipeline/p2/board')[0].query.activity).toBeUndefined();

  await userEvent.click(toggle);
  await waitFor(() => expect(server.callsTo('GET /pipeline/p2/board').at(-1)!.query.activity).toBe('none'));
  expect(currentLocation()).toBe('/pipeline?activity=none');
  expect(await screen.findByText('61 total contacts')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'No activity planned' })).toBeChecked();

  await userEvent.click(screen.getByRole('checkbox', { name: 'No activity planned' }));
  expect(currentLocation()).toBe('/pipeline');
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
});

it("goes with the owner filter: both in the URL and in the request; a column's next page asks for the same", async () => {
  const server = api();
  renderPipeline('/pipeline?owner=me&activity=none');
  expect(await screen.findByText('61 total contacts')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'No activity planned' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Deal owner' })).toHaveValue('me');
  expect(server.callsTo('GET /pipeline/p2/board').map((c) => [c.query.owner_id, c.query.activity])).toEqual([['u1', 'none']]);

  const lead = within(screen.getByRole('region', { name: 'Lead' }));
  await userEvent.click(lead.getByRole('button', { name: 'Load more (10 remaining)' }));
  await waitFor(() => expect(server.callsTo('GET /pipeline/p2/stages/s1/contacts')).toHaveLength(1));
  const page = server.callsTo('GET /pipeline/p2/stages/s1/contacts')[0].query;
  expect([page.owner_id, page.activity, page.offset]).toEqual(['u1', 'none', '50']);
});

it('an empty filtered board keeps its columns (the pipeline has contacts, all with activities)', async () => {
  mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': () => {
      const board: Board = { ...makeBoard(), totalContacts: 0 };
      board.stages = board.stages.map((stage) => ({ ...stage, contacts: [], count: 0 }));
      return { body: board };
    },
    'GET /members': { body: MEMBERS },
  });
  renderPipeline('/pipeline?activity=none');
  expect(await screen.findByText('0 total contacts')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Lead' })).toBeInTheDocument();
});
