// The board's deals — header and column totals, the owner filter, a card's deal line, Export deals.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@meridian/shared/auth';
import { currentLocation, makeTokens, mockApi, resetAppState, USER } from '@meridian/shared/testing';
import { convertedTotal, deal, makeBoard, money, PIPELINES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';
import type { Board } from '@meridian/shared/model';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

const column = (name: string) => screen.getByRole('region', { name });
const MEMBERS = { members: [USER, { id: 'u7', name: 'Uma Seven', email: 'uma@example.test' }] };

function dealBoard(): Board {
  const b = makeBoard();
  b.totals = { open: [money('1250.5'), money('900', 'EUR')], won: [money('300')], forecast: [money('125.05'), money('450', 'EUR')], month: [], quarter: [] };
  b.converted = {
    ...b.converted,
    open: convertedTotal('2225.50', b.totals.open),
    won: convertedTotal('300.00', b.totals.won),
    forecast: convertedTotal('612.55', b.totals.forecast),
  };
  b.dealsWithValue = 2;
  b.stages[0].totals = [money('1250.5', 'USD', 2), money('900', 'EUR')];
  b.stages[0].contacts[0] = {
    ...b.stages[0].contacts[0],
    deal: deal({ value: '12500.00', currency: 'USD', owner_id: 'u7', owner_name: 'Uma Seven', close_date: '2020-01-02' }),
  };
  b.stages[1].contacts[0] = { ...b.stages[1].contacts[0], deal: deal({ value: '900.00', currency: 'EUR', close_date: '2999-12-31' }) };
  return b;
}

function api(board: () => Board = dealBoard) {
  return mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': () => ({ body: board() }),
    'GET /members': { body: MEMBERS },
  });
}

it('the header shows the open pipeline, the weighted forecast (explained) and won, each one converted figure', async () => {
  api();
  renderPipeline();
  const summary = within(await screen.findByLabelText('Pipeline totals'));
  expect(summary.getByText('Open pipeline').nextSibling).toHaveTextContent(/^\$2,225\.50/);
  expect(summary.getByRole('button', { name: '$612.55' })).toHaveAccessibleDescription(expect.stringContaining('weighted by its stage'));
  expect(summary.getByText('Won').nextSibling).toHaveTextContent(/^\$300\.00/);
  expect(screen.getByText('3 total contacts')).toBeInTheDocument();
  expect(screen.getByText('2 deals with a value')).toBeInTheDocument();
});

it('a column header shows its sums per currency and its probability; a column without values shows no sum', async () => {
  api();
  renderPipeline();
  const lead = within(await screen.findByRole('region', { name: 'Lead' }));
  expect(lead.getByLabelText('Total value in Lead: $1,250.50, €900.00')).toBeInTheDocument();
  expect(lead.getByTitle('Win probability of Lead')).toHaveTextContent('10%');
  expect(within(column('Won')).queryByLabelText(/Total value/)).not.toBeInTheDocument();
  expect(within(column('Won')).getByTitle('Win probability of Won')).toHaveTextContent('100%');
});

it('a card shows its value (compact from a thousand), short close date and owner initials; a past close date is overdue in words too', async () => {
  api();
  renderPipeline();
  const ann = (await screen.findByText('Ann Lee')).closest('[data-contact-id]') as HTMLElement;
  expect(within(ann).getByTitle('Deal value $12,500.00')).toHaveTextContent('$12.5K');
  expect(within(ann).getByRole('img', { name: 'Owner: Uma Seven' })).toHaveTextContent('US');
  expect(within(ann).getByTitle('Overdue: expected to close Jan 2, 2020')).toHaveTextContent('Overdue, expected to close 1/2/20');

  const cy = screen.getByText('Cy Diaz').closest('[data-contact-id]') as HTMLElement;
  expect(within(cy).getByTitle('Expected to close Dec 31, 2999')).not.toHaveTextContent('Overdue');
  expect(within(cy).getByText('€900.00')).toBeInTheDocument();
  expect(within(cy).queryByRole('img', { name: /Owner/ })).not.toBeInTheDocument();
  // Without a deal, the line holds only the card's 'Edit deal' and '×' buttons.
  const bo = screen.getByText('Bo Chen').closest('[data-contact-id]') as HTMLElement;
  const line = bo.querySelector('[data-deal-line]') as HTMLElement;
  expect(line.textContent).toBe('×');
  expect(within(line).getByRole('button', { name: 'Edit deal of Bo Chen' })).toBeInTheDocument();
  expect(within(line).getByRole('button', { name: 'Remove Bo Chen from pipeline' })).toBeInTheDocument();
});

it("the owner filter: 'My deals' asks for the signed-in user's id (never 'me') and keeps ?owner=me in the URL; a member asks for theirs", async () => {
  const server = api();
  renderPipeline();
  const filter = await screen.findByRole('combobox', { name: 'Deal owner' });
  expect(server.callsTo('GET /pipeline/p2/board')[0].query.owner_id).toBeUndefined();
  await screen.findByRole('option', { name: 'Uma Seven' });

  await userEvent.selectOptions(filter, 'My deals');
  await waitFor(() => expect(server.callsTo('GET /pipeline/p2/board').at(-1)!.query.owner_id).toBe('u1'));
  expect(currentLocation()).toBe('/pipeline?owner=me');

  await userEvent.selectOptions(filter, 'Uma Seven');
  await waitFor(() => expect(server.callsTo('GET /pipeline/p2/board').at(-1)!.query.owner_id).toBe('u7'));
  expect(currentLocation()).toBe('/pipeline?owner=u7');

  await userEvent.selectOptions(filter, 'Everyone');
  expect(currentLocation()).toBe('/pipeline');
});

it('a reload keeps the filter: ?owner=me loads only my deals', async () => {
  const server = api();
  renderPipeline('/pipeline?owner=me');
  expect(await screen.findByRole('combobox', { name: 'Deal owner' })).toHaveValue('me');
  expect(server.callsTo('GET /pipeline/p2/board').map((c) => c.query.owner_id)).toEqual(['u1']);
});

describe('Export deals', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:deals');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads the filtered board's deals CSV, busy meanwhile", async () => {
    const server = api();
    server.on('GET /pipeline/p2/deals.csv', { blob: new Blob(['Contact,Company\n'], { type: 'text/csv' }) });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPipeline('/pipeline?owner=u7');
    await userEvent.click(await screen.findByRole('button', { name: 'Export deals' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /pipeline/p2/deals.csv').map((c) => c.query.owner_id)).toEqual(['u7']);
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    const server = api();
    server.on('GET /pipeline/p2/deals.csv', { status: 500, body: { error: 'Export is down' } });
    renderPipeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Export deals' }));
    expect(await screen.findByText('Failed to export deals: Export is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export deals' })).toBeEnabled();
  });
});
