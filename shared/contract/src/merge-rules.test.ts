import { mergeWinners, tagList, uniteTags } from './merge-rules';

const record = (id: string, values: Record<string, string | null>) => ({ id, isEmpty: (field: string) => !values[field]?.trim() });

it("keeps the primary's value, else the first of the others that has one, unless a record is chosen", () => {
  const records = [
    record('p', { first: 'Chloe', phone: null, email: '' }),
    record('a', { phone: null, email: 'a@x.test' }),
    record('b', { phone: '555', email: 'b@x.test' }),
  ];
  expect(mergeWinners(['first', 'phone', 'email', 'last'], records)).toEqual({ first: 'p', phone: 'b', email: 'a', last: 'p' });
  expect(mergeWinners(['first', 'email'], records, { email: 'b', first: 'a' })).toEqual({ first: 'a', email: 'b' });
});

it('unites tags once each, whatever their case, the first spelling and the primary first', () => {
  expect(uniteTags(['VIP, lead', 'vip, Partner', null, ' partner ,new,, '])).toBe('VIP, lead, Partner, new');
  expect(uniteTags([null, '', ' , '])).toBeNull();
  expect(tagList(' a ,b,,c ')).toEqual(['a', 'b', 'c']);
});
