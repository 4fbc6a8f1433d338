import { mergeBody, oldestOf, winnersOf, type MergeField } from './mergeChoices';
import { recordLabels } from './recordLabels';

interface Row {
  id: string;
  created_at: string;
  name: string | null;
  phone: string | null;
}

const row = (id: string, created_at: string, name: string | null, phone: string | null): Row => ({ id, created_at, name, phone });
const FIELDS: MergeField<Row>[] = [
  { key: 'name', label: 'Name', show: (r) => r.name },
  { key: 'phone', label: 'Phone', show: (r) => r.phone },
];

it('the oldest is the default primary; on a tie or an unreadable date, the first in the group', () => {
  expect(oldestOf([row('a', '2024-03-01', null, null), row('b', '2024-01-01', null, null)])?.id).toBe('b');
  expect(oldestOf([row('a', '2024-01-01', null, null), row('b', '2024-01-01', null, null)])?.id).toBe('a');
  expect(oldestOf([row('a', 'soon', null, null), row('b', '2024-01-01', null, null)])?.id).toBe('b');
  expect(oldestOf([])).toBeUndefined();
});

it("HubSpot's rule: the primary's value, else the first other's with one (blank is none); a pick wins while it has a value", () => {
  const rows = [row('a', '2024-01-01', 'Ada', '  '), row('b', '2024-02-01', 'Ada L.', null), row('c', '2024-03-01', null, '555 0100')];
  expect(winnersOf(FIELDS, rows, 'a', {})).toEqual({ name: 'a', phone: 'c' });
  expect(winnersOf(FIELDS, rows, 'a', { name: 'b' })).toEqual({ name: 'b', phone: 'c' });
  // A pick of a record without a value, or of one not in the merge, falls back to the rule.
  expect(winnersOf(FIELDS, rows, 'a', { name: 'c', phone: 'z' })).toEqual({ name: 'a', phone: 'c' });
  // A field no record fills keeps the primary's (empty) value.
  expect(winnersOf(FIELDS, [row('a', '', null, null), row('b', '', null, null)], 'a', {})).toEqual({ name: 'a', phone: 'a' });
});

it("the body names the others in the group's order and only the fields won by another record", () => {
  const rows = [row('a', '', null, null), row('b', '', null, null), row('c', '', null, null)];
  expect(mergeBody(rows, 'b', { name: 'b', phone: 'c' })).toEqual({ primary_id: 'b', ids: ['a', 'c'], values: { phone: 'c' } });
  expect(mergeBody(rows, 'a', { name: 'a' })).toEqual({ primary_id: 'a', ids: ['b', 'c'] });
});

it('records are named by name; where names meet, with their detail, else the day they were added, else their place', () => {
  const rows = [
    row('a', '2024-01-05T12:00:00', 'Ada', 'ada@x.example'),
    row('b', '2024-03-01T12:00:00', 'Ada', 'ADA@x.example'),
    row('c', '2024-03-01T12:00:00', 'Ada', 'ada@x.example'),
    row('d', '2024-03-01T12:00:00', 'Ada', 'lovelace@x.example'),
    row('e', '', 'Bo', null),
  ];
  const labels = recordLabels(
    rows,
    (r) => r.name ?? '',
    (r) => r.phone,
  );
  expect([...labels.values()]).toEqual([
    'Ada, ada@x.example, added Jan 5, 2024',
    'Ada, ADA@x.example, added Mar 1, 2024 (2)',
    'Ada, ada@x.example, added Mar 1, 2024 (3)',
    'Ada, lovelace@x.example',
    'Bo',
  ]);
});
