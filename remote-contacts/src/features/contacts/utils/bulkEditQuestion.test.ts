import { bulkEditCount, bulkEditQuestion } from './bulkEditQuestion';

it("names the count, '10,000+' where the list stopped counting", () => {
  expect(bulkEditCount(1, false)).toBe('1 contact');
  expect(bulkEditCount(1234, false)).toBe('1,234 contacts');
  expect(bulkEditCount(10_000, true)).toBe('10,000+ contacts');
  expect(bulkEditQuestion({ change: { action: 'set_owner', owner_id: 'u2' }, value: 'Sam Lee' }, bulkEditCount(1234, false))).toBe(
    'Change the owner of 1,234 contacts to Sam Lee?',
  );
});
