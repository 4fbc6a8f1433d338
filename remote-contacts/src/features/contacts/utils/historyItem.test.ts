import { useDisplayPreferences } from '@meridian/shared/format';
import { makeHistoryEntry } from '../../../testing/fixtures';
import { dealChangeTitle, historyItem } from './historyItem';

afterEach(() => useDisplayPreferences.setState({ dateFormat: null }));

it("words a deal's value change with each side's currency, 'none' for no value", () => {
  expect(dealChangeTitle({ field: 'value', from: '1200.00 USD', to: '1500.00 EUR' })).toBe('Value: $1,200.00 → €1,500.00');
  expect(dealChangeTitle({ field: 'value', from: null, to: '12500 JPY' })).toBe('Value: none → ¥12,500');
  expect(dealChangeTitle({ field: 'value', from: '99.5 USD', to: null })).toBe('Value: $99.50 → none');
  // Never a float on the way: the exact amount.
  expect(dealChangeTitle({ field: 'value', from: null, to: '123456789012.34 USD' })).toBe('Value: none → $123,456,789,012.34');
  // Text it cannot read is shown as it came.
  expect(dealChangeTitle({ field: 'value', from: 'twelve', to: '5 usd' })).toBe('Value: twelve → 5 usd');
});

it('words close date (in the Settings date format), owner and next step changes', () => {
  expect(dealChangeTitle({ field: 'close_date', from: null, to: '2024-03-31' })).toBe('Close date: none → Mar 31, 2024');
  useDisplayPreferences.setState({ dateFormat: 'DD/MM/YYYY' });
  expect(dealChangeTitle({ field: 'close_date', from: '2024-03-31', to: '2024-04-01' })).toBe('Close date: 31/03/2024 → 01/04/2024');
  expect(dealChangeTitle({ field: 'owner', from: 'Ann Archer', to: 'Bob Baker' })).toBe('Owner: Ann Archer → Bob Baker');
  expect(dealChangeTitle({ field: 'owner', from: 'Ann Archer', to: null })).toBe('Owner: Ann Archer → none');
  expect(dealChangeTitle({ field: 'next_step', from: '', to: 'Send the proposal' })).toBe('Next step: none → Send the proposal');
});

it("keeps 'Moved to {stage}' for stage moves, also for entries without a kind", () => {
  expect(historyItem(makeHistoryEntry({ stage_name: 'Proposal' }), 0).title).toBe('Moved to Proposal');
  const { kind: _kind, change: _change, ...old } = makeHistoryEntry({ stage_name: 'Lead' });
  expect(historyItem(old as never, 0).title).toBe('Moved to Lead');
  const deal = historyItem(makeHistoryEntry({ id: 'h7', kind: 'deal', change: { field: 'owner', from: 'Ann', to: 'Bob' } }), 0);
  expect(deal).toMatchObject({ id: 'deal-h7', title: 'Owner: Ann → Bob', by: 'Dana Demo' });
});
