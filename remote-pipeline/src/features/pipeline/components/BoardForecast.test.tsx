// The board header's converted figures: one amount each in the default currency, the
// per-currency sums on hover and on keyboard focus (Escape hides them), a note naming a currency
// without an exchange rate, and the count of deals with a value beside SPEC's total contacts.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@meridian/shared/auth';
import { makeTokens, mockApi, resetAppState, USER } from '@meridian/shared/testing';
import type { Board } from '@meridian/shared/model';
import { convertedTotal, makeBoard, money, PIPELINES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

function forecastBoard(): Board {
  const b = makeBoard();
  const open = [money('1010.00', 'USD', 2), money('333.33', 'EUR'), money('50.00', 'GBP')];
  b.totals = { open, won: [money('500.00', 'EUR')], forecast: [money('101.00', 'USD', 2), money('166.67', 'EUR')], month: [money('1000.00')], quarter: [] };
  b.converted = {
    open: convertedTotal('1371.41', open, ['GBP']),
    won: convertedTotal('542.13', b.totals.won),
    forecast: convertedTotal('281.71', b.totals.forecast),
    month: convertedTotal('1000.00', b.totals.month),
    quarter: convertedTotal(),
  };
  b.dealsWithValue = 1;
  return b;
}

function api() {
  return mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': () => ({ body: forecastBoard() }),
    'GET /members': { body: { members: [USER] } },
  });
}

it('shows the five figures as one amount each, and the deals with a value in the singular', async () => {
  api();
  renderPipeline();
  const summary = within(await screen.findByLabelText('Pipeline totals'));
  const figures = summary.getAllByRole('button').map((button) => button.textContent);
  expect(figures).toEqual(['$1,371.41', '$281.71', '$542.13', '$1,000.00', '$0.00']);
  expect(summary.getByText('Closing this month')).toBeInTheDocument();
  expect(summary.getByText('Closing this quarter')).toBeInTheDocument();
  expect(screen.getByText('3 total contacts')).toBeInTheDocument();
  expect(screen.getByText('1 deal with a value')).toBeInTheDocument();
});

it('names a currency without a rate once under the figures, and in the tooltip', async () => {
  api();
  renderPipeline();
  const summary = within(await screen.findByLabelText('Pipeline totals'));
  expect(screen.getAllByText('Without GBP: no exchange rate')).toHaveLength(1);
  expect(summary.getByRole('button', { name: '$1,371.41' })).toHaveAccessibleDescription(expect.stringContaining('GBP has no exchange rate into USD'));
});

it('shows the per-currency sums on keyboard focus and on hover; Escape hides them', async () => {
  const user = userEvent.setup();
  api();
  renderPipeline();
  const summary = within(await screen.findByLabelText('Pipeline totals'));
  expect(summary.queryByRole('tooltip')).not.toBeInTheDocument();
  const open = summary.getByRole('button', { name: '$1,371.41' });
  act(() => open.focus());
  const tip = summary.getByRole('tooltip');
  expect(tip).toHaveTextContent('$1,010.00 · 2 deals');
  expect(tip).toHaveTextContent('€333.33 · 1 deal');
  expect(tip).toHaveTextContent('£50.00 · 1 deal');
  await user.keyboard('{Escape}');
  expect(summary.queryByRole('tooltip')).not.toBeInTheDocument();

  await user.hover(summary.getByRole('button', { name: '$542.13' }));
  expect(summary.getByRole('tooltip')).toHaveTextContent('€500.00 · 1 deal');
  await user.unhover(summary.getByRole('button', { name: '$542.13' }));
  expect(summary.queryByRole('tooltip')).not.toBeInTheDocument();
});
