import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Board } from '@meridian/shared/model';
import { deal, makeBoard } from '../../../testing/fixtures';
import { mockApi, type Reply, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

// '×' took a contact off the board at once with no way back.

beforeEach(resetAppState);

const column = (name: string) => screen.getByRole('region', { name });

/** A board that forgets Ann Lee on remove and takes her back into the stage the add names. */
function boardApi(addReply: Reply = { status: 201, body: { success: true } }, removeReply: Reply = { status: 204 }) {
  let board: Board = makeBoard();
  const ann = board.stages[0].contacts[0];
  return mockApi({
    'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
    'GET /pipeline/p2/board': () => ({ body: board }),
    'DELETE /pipeline/c1/remove': () => {
      board = {
        ...board,
        stages: board.stages.map((s) => ({ ...s, contacts: s.contacts.filter((c) => c.id !== 'c1'), count: s.contacts.filter((c) => c.id !== 'c1').length })),
      };
      return removeReply;
    },
    'POST /pipeline/c1/add': (call) => {
      if ((addReply.status ?? 200) < 300) {
        const { stageId } = call.body as { stageId: string };
        board = { ...board, stages: board.stages.map((s) => (s.id === stageId ? { ...s, contacts: [ann, ...s.contacts], count: s.count + 1 } : s)) };
      }
      return addReply;
    },
  });
}

async function removeAnn() {
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee from pipeline' }));
  expect(await screen.findByText('Removed Ann Lee from Default Sales Pipeline')).toBeInTheDocument();
  await waitFor(() => expect(within(column('Lead')).queryByText('Ann Lee')).not.toBeInTheDocument());
}

it("'×' says 'Removed {name} from {pipeline}' with Undo, which puts the contact back in the same stage", async () => {
  const api = boardApi();
  renderPipeline();
  await removeAnn();
  // The board's entry is removed, not the contact's primary one (it may be in other pipelines too).
  expect(api.callsTo('DELETE /pipeline/c1/remove').map((c) => c.query)).toEqual([{ pipeline_id: 'p2' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

  // A card without a deal goes back without an owner too (left out, the API would make the caller its owner).
  expect(api.callsTo('POST /pipeline/c1/add').map((c) => c.body)).toEqual([{ stageId: 's1', deal: { owner_id: null } }]);
  expect(await within(column('Lead')).findByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('Put Ann Lee back in Lead')).toBeInTheDocument();
});

it('a failed Undo says so and leaves the board as the server has it', async () => {
  const api = boardApi({ status: 500, body: { error: 'down' } });
  renderPipeline();
  await removeAnn();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Failed to put Ann Lee back in Lead')).toBeInTheDocument();
  expect(api.callsTo('POST /pipeline/c1/add')).toHaveLength(1);
  expect(within(column('Lead')).queryByText('Ann Lee')).not.toBeInTheDocument();
});

it('Undo puts the deal back as the removal answered it (value, currency, close date, owner, next step), then reloads the totals', async () => {
  const held = deal({ value: '12500.00', currency: 'EUR', close_date: '2030-02-01', owner_id: 'u7', owner_name: 'Uma Seven', next_step: 'Call' });
  const api = boardApi(undefined, { body: { success: true, removed: true, deal: held } });
  renderPipeline();
  await removeAnn();
  const boardLoads = api.callsTo('GET /pipeline/p2/board').length;
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

  expect(api.callsTo('POST /pipeline/c1/add').map((c) => c.body)).toEqual([
    { stageId: 's1', deal: { value: '12500.00', currency: 'EUR', close_date: '2030-02-01', owner_id: 'u7', next_step: 'Call' } },
  ]);
  await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board').length).toBeGreaterThan(boardLoads));
});
