import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type ContactPanelProps } from '@meridian/shared/federation';
import type { Board } from '@meridian/shared/model';
import { boardStage, contact, makeBoard, STAGES } from '../../../testing/fixtures';
import { deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

const LIST = {
  'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
};
const column = (name: string) => screen.getByRole('region', { name });

it('shows a skeleton of the board, then the header, one column per stage and the cards', async () => {
  const b = makeBoard();
  b.stages[0].contacts.push(contact('c9', '', '  ', { email: 'nobody@example.test' }));
  b.stages[0].count = 3;
  b.totalContacts = 4;
  const board = deferred({ body: b });
  const api = mockApi({ ...LIST, 'GET /pipeline/p2/board': board.route });
  renderPipeline();
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  await act(async () => board.release());

  expect(await screen.findByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('4 total contacts')).toBeInTheDocument();
  expect(api.callsTo('GET /pipeline/p2/board')[0].query.limit).toBe('50');
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lead', 'Qualified', 'Won']);

  const lead = within(column('Lead'));
  expect(lead.getByTitle('3 contacts in Lead')).toHaveTextContent('3');
  expect(lead.getByText('Ann Lee')).toBeInTheDocument();
  expect(lead.getByText('ann@example.test')).toBeInTheDocument();
  expect(lead.getByText('Acme Ltd')).toBeInTheDocument(); // company_name wins over company
  expect(lead.queryByText('Old Acme')).not.toBeInTheDocument();
  expect(lead.getByText('Globex')).toBeInTheDocument(); // company when there is no company_name
  expect(lead.getByText('Unnamed Contact')).toBeInTheDocument();
  expect(lead.getAllByTitle('Remove from pipeline')).toHaveLength(3);
  expect(lead.getAllByTitle('Remove from pipeline')[0]).toHaveTextContent('×');
  expect(lead.queryByText('Drop contacts here')).not.toBeInTheDocument();

  expect(within(column('Won')).getByText('Drop contacts here')).toBeInTheDocument();
  expect(within(column('Won')).getByTitle('0 contacts in Won')).toHaveTextContent('0');
});

it("shows 'Error loading pipeline: {error}'; Retry loads it again", async () => {
  let fail = true;
  mockApi({
    ...LIST,
    'GET /pipeline/p2/board': () => (fail ? { status: 400, body: { error: 'Board is broken' } } : { body: makeBoard() }),
  });
  renderPipeline();
  expect(await screen.findByText('Error loading pipeline: Board is broken')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
});

it("says 'Failed to fetch pipeline board' when the error has no text", async () => {
  mockApi({ ...LIST, 'GET /pipeline/p2/board': () => ({ status: 422 }) });
  renderPipeline();
  expect(await screen.findByText('Error loading pipeline: Failed to fetch pipeline board')).toBeInTheDocument();
});

it("shows 'No pipeline data available' for a board without stages", async () => {
  const body = { pipeline: { id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-01T00:00:00.000Z' }, stages: [], totalContacts: 0 };
  mockApi({ ...LIST, 'GET /pipeline/p2/board': () => ({ body }) });
  renderPipeline();
  expect(await screen.findByText('No pipeline data available')).toBeInTheDocument();
});

describe('removing a contact', () => {
  it("'×' calls DELETE /pipeline/:contactId/remove and reloads the board", async () => {
    let board: Board = makeBoard();
    const api = mockApi({
      ...LIST,
      'GET /pipeline/p2/board': () => ({ body: board }),
      'DELETE /pipeline/c1/remove': () => {
        board = { ...board, totalContacts: 2, stages: board.stages.map((s) => ({ ...s, contacts: s.contacts.filter((c) => c.id !== 'c1') })) };
        return { status: 204 };
      },
    });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee from pipeline' }));
    expect(api.callsTo('DELETE /pipeline/c1/remove')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument());
    expect(screen.getByText('2 total contacts')).toBeInTheDocument();
    expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // the click did not open the card
  });

  it('a failed removal shows an error toast and keeps the card', async () => {
    mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: makeBoard() }, 'DELETE /pipeline/c1/remove': () => ({ status: 400, body: { error: 'no' } }) });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee from pipeline' }));
    expect(await screen.findByText('Failed to remove contact from pipeline')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });
});

describe('the contact panel (contacts remote)', () => {
  afterEach(() => jest.restoreAllMocks());

  function FakeContactPanel({ contactId, onClose, onDeleted }: ContactPanelProps) {
    return (
      <div role="dialog" aria-label="Contact panel">
        <p>Contact {contactId}</p>
        <button onClick={onClose}>Close panel</button>
        <button onClick={onDeleted}>Delete contact</button>
      </div>
    );
  }

  it('opens ContactPanel for the clicked card; close and delete both close it (delete reloads the board)', async () => {
    const loader = jest.fn(async () => ({ default: FakeContactPanel }));
    provideRemoteLoader(loader as never);
    const api = mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: makeBoard() } });
    renderPipeline();
    await userEvent.click(await screen.findByText('bo@example.test'));
    expect(await screen.findByText('Contact c2')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('contacts/ContactPanel', { fresh: false });

    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByText('Contact c2')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ann Lee' })); // the name is the keyboard way in
    expect(await screen.findByText('Contact c1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete contact' }));
    expect(screen.queryByText('Contact c1')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /pipeline/p2/board')).toHaveLength(2));
  });

  it('the drag handle does not open the panel', async () => {
    const loader = jest.fn(async () => ({ default: FakeContactPanel }));
    provideRemoteLoader(loader as never);
    mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: makeBoard() } });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Ann Lee' }));
    expect(loader).not.toHaveBeenCalled();
  });

  it('when the contacts remote is down, the panel says so and the board keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideRemoteLoader((async () => {
      throw new Error('Failed to fetch http://localhost:3001/mf-manifest.json');
    }) as never);
    mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: makeBoard() } });
    renderPipeline();
    await userEvent.click(await screen.findByText('Ann Lee'));
    expect(await screen.findByText('Contact details are unavailable')).toBeInTheDocument();
    const panel = screen.getByRole('dialog', { name: 'Contact' });
    expect(screen.getByText('3 total contacts')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
  });
});

describe('a large pipeline', () => {
  /** The cards a column shows (its list's size); only those near its view are in the DOM (StageCards.test.tsx). */
  const shownIn = (stage: string) => {
    const cards = within(column(stage)).getAllByRole('listitem');
    expect(cards.length).toBeLessThan(30);
    return Number(cards[0]!.getAttribute('aria-setsize'));
  };
  const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => contact(`m${from + i}`, 'Lead', `No${from + i}`));

  it("renders one page per column and 'Load more (k remaining)' fetches the next page of that stage", async () => {
    const big = { ...makeBoard(), totalContacts: 5001 };
    big.stages = [boardStage(STAGES[0], many(0, 50), 5000), ...big.stages.slice(1)];
    const api = mockApi({
      ...LIST,
      'GET /pipeline/p2/board': { body: big },
      'GET /pipeline/p2/stages/s1/contacts': (call) => {
        const offset = Number(call.query.offset);
        return { body: { contacts: many(offset, Number(call.query.limit)), count: 5000 } };
      },
    });
    renderPipeline();
    expect(await screen.findByText('5,001 total contacts')).toBeInTheDocument();
    const lead = within(column('Lead'));
    expect(shownIn('Lead')).toBe(50);
    expect(lead.getByTitle('5,000 contacts in Lead')).toHaveTextContent(/^5,000$/); // thousands separators

    await userEvent.click(lead.getByRole('button', { name: 'Load more (4,950 remaining)' }));
    expect(await lead.findByRole('button', { name: 'Load more (4,900 remaining)' })).toBeInTheDocument();
    expect(shownIn('Lead')).toBe(100);
    const page = api.callsTo('GET /pipeline/p2/stages/s1/contacts')[0].query;
    expect([page.offset, page.limit]).toEqual(['50', '50']);
  });

  it('caps a column even when the server sends every contact, revealing more without a request', async () => {
    const big = makeBoard();
    big.stages = [boardStage(STAGES[0], many(0, 120)), ...big.stages.slice(1)];
    const api = mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: big } });
    renderPipeline();
    const lead = within(await screen.findByRole('region', { name: 'Lead' }));
    expect(shownIn('Lead')).toBe(50);
    await userEvent.click(lead.getByRole('button', { name: 'Load more (70 remaining)' }));
    await userEvent.click(lead.getByRole('button', { name: 'Load more (20 remaining)' }));
    expect(shownIn('Lead')).toBe(120);
    expect(lead.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('/stages/'))).toHaveLength(0);
  });

  it('a failed page shows an error toast', async () => {
    const big = makeBoard();
    big.stages = [boardStage(STAGES[0], many(0, 50), 80), ...big.stages.slice(1)];
    mockApi({ ...LIST, 'GET /pipeline/p2/board': { body: big }, 'GET /pipeline/p2/stages/s1/contacts': () => ({ status: 400 }) });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more (30 remaining)' }));
    expect(await screen.findByText('Failed to load more contacts')).toBeInTheDocument();
  });
});
