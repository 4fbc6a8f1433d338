// The Exchange rates section: everyone reads the table, admins add (validated in the member's
// language), edit in place and remove rates; a new default currency asks to review them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { SettingsPage } from './SettingsPage';

const SETTINGS = { default_currency: 'USD', record_access: 'everyone_edits' };
const RATES = {
  currency: 'USD',
  rates: [
    { currency: 'EUR', rate: '1.0842', valid_from: '2026-01-01', updated_at: '2026-01-01T09:00:00Z', in_use: true },
    { currency: 'EUR', rate: '1.05', valid_from: '2025-01-01', updated_at: '2025-01-01T09:00:00Z', in_use: false },
  ],
};

beforeEach(() => localStorage.clear());

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Exchange rates' });
  return within(heading.closest('section')!);
};

it('shows a readonly member the rates without tools', async () => {
  signInAs('readonly', SAM, { 'GET /organisation/settings': { body: SETTINGS }, 'GET /organisation/exchange-rates': { body: RATES } });
  renderShell(<SettingsPage />, { route: '/settings' });
  const rates = await section();
  const table = await rates.findByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['CurrencyRateValid from', expect.stringMatching(/^EUR1 EUR = 1\.0842 USD.*In use$/), expect.stringMatching(/^EUR1 EUR = 1\.05 USD/)]);
  expect(rates.queryByRole('button')).not.toBeInTheDocument();
  expect(rates.getByText('Only admins and owners can change this')).toBeInTheDocument();
});

it('lets an admin add a rate, refusing one that is not a rate in words first', async () => {
  const api = signInAs('admin', DANA, {
    'GET /organisation/settings': { body: SETTINGS },
    'GET /organisation/exchange-rates': { body: RATES },
    'PUT /organisation/exchange-rates/GBP': { status: 204 },
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  const rates = await section();
  const form = await rates.findByRole('form', { name: 'Add an exchange rate' });
  await userEvent.selectOptions(within(form).getByLabelText('Currency'), 'GBP');
  const rate = within(form).getByLabelText('Rate in USD');
  expect(rate).toHaveAccessibleDescription('USD per 1 GBP, e.g. 1.0842');
  for (const [typed, said] of [
    ['1e9', "Enter a rate like 1.0842: a number above zero, with '.' and no separators"],
    ['-1', "Enter a rate like 1.0842: a number above zero, with '.' and no separators"],
    [`1.${'1'.repeat(30)}`, 'A rate has at most 8 decimals'],
  ]) {
    await userEvent.clear(rate);
    await userEvent.type(rate, typed!);
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(said!);
  }
  expect(api.callsTo('PUT /organisation/exchange-rates/GBP')).toHaveLength(0);
  await userEvent.clear(rate);
  await userEvent.type(rate, '1.27');
  await userEvent.type(within(form).getByLabelText('Valid from'), '2026-03-01');
  await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
  await waitFor(() => expect(api.callsTo('PUT /organisation/exchange-rates/GBP').map((c) => c.body)).toEqual([{ rate: '1.27', valid_from: '2026-03-01' }]));
});

it('lets an admin edit a rate in place and remove one', async () => {
  const api = signInAs('owner', DANA, {
    'GET /organisation/settings': { body: SETTINGS },
    'GET /organisation/exchange-rates': { body: RATES },
    'PUT /organisation/exchange-rates/EUR': { status: 204 },
    'DELETE /organisation/exchange-rates/EUR': { status: 204 },
  });
  renderShell(<SettingsPage />, { route: '/settings' });
  const rates = await section();
  await userEvent.click(await rates.findByRole('button', { name: /^Edit EUR rate from .*2026/ }));
  const input = rates.getByLabelText('USD per 1 EUR');
  await userEvent.clear(input);
  await userEvent.type(input, '1.1{Enter}');
  await waitFor(() => expect(api.callsTo('PUT /organisation/exchange-rates/EUR').map((c) => c.body)).toEqual([{ rate: '1.1', valid_from: '2026-01-01' }]));

  await userEvent.click(rates.getByRole('button', { name: /^Remove EUR rate from .*2025/ }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(api.callsTo('DELETE /organisation/exchange-rates/EUR').map((c) => c.query)).toEqual([{ valid_from: '2025-01-01' }]));
});
