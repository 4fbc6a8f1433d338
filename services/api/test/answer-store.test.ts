// The answer store (http/answer-store.ts): an answer is given only at the version of its
// organisation it was built at; one organisation's new version leaves the others' answers; the
// bounds (entries, bytes) hold across organisations, least recently used dropped first.
import { answerStore } from '../src/http/answer-store';

const body = (text: string) => Buffer.from(text);

it('gives back an answer stored at the current version of its organisation', () => {
  const cache = answerStore();
  expect(cache.get('a', 'a\n/contacts', 1)).toBeUndefined();
  cache.set('a', 'a\n/contacts', 1, body('[1]'));
  expect(cache.get('a', 'a\n/contacts', 1)?.toString()).toBe('[1]');
  expect(cache.get('b', 'b\n/contacts', 1)).toBeUndefined();
});

it("forgets an organisation's answers once its version has moved, and does not take one back at an older version", () => {
  const cache = answerStore();
  cache.set('a', 'a\n1', 1, body('old'));
  cache.set('a', 'a\n2', 1, body('old too'));
  expect(cache.get('a', 'a\n1', 2)).toBeUndefined();
  expect(cache.size).toBe(0);
  cache.set('a', 'a\n1', 1, body('built before the commit')); // a slow request that read 1
  expect(cache.get('a', 'a\n1', 2)).toBeUndefined();
  expect(cache.get('a', 'a\n1', 1)).toBeUndefined(); // a late reader of 1 builds afresh too
});

it("keeps one organisation's answers when another organisation's version moves", () => {
  const cache = answerStore();
  cache.set('a', 'a\n/contacts', 7, body('A'));
  cache.set('b', 'b\n/contacts', 3, body('B'));
  expect(cache.get('b', 'b\n/contacts', 4)).toBeUndefined();
  expect(cache.get('a', 'a\n/contacts', 7)?.toString()).toBe('A');
  expect(cache.size).toBe(1);
});

it('an answer is given only to a request that read the version it was built at', () => {
  const cache = answerStore();
  cache.set('a', 'k', 5, body('at 5'));
  expect(cache.get('a', 'k', 4)).toBeUndefined(); // an earlier read (overtaken by a later one): no hit
  expect(cache.get('a', 'k', 5)?.toString()).toBe('at 5'); // and the entry stays
});

it('drops the least recently used answer past its entry limit, whichever organisation it belongs to', () => {
  const cache = answerStore(2);
  cache.set('a', 'a', 1, body('A'));
  cache.set('b', 'b', 1, body('B'));
  cache.get('a', 'a', 1); // a is now the most recent; b goes when c comes
  cache.set('c', 'c', 1, body('C'));
  expect([cache.get('a', 'a', 1), cache.get('b', 'b', 1), cache.get('c', 'c', 1)].map(String)).toEqual(['A', 'undefined', 'C']);
});

it('keeps within its byte limit, counting keys too, and never stores an answer larger than the limit', () => {
  const cache = answerStore(100, 10);
  cache.set('a', 'a', 1, body('1234')); // 5 bytes with its key
  cache.set('b', 'b', 1, body('1234')); // 10
  cache.set('c', 'c', 1, body('1234')); // a goes
  expect([cache.get('a', 'a', 1), cache.get('b', 'b', 1), cache.get('c', 'c', 1)].map((b) => b?.toString())).toEqual([undefined, '1234', '1234']);
  cache.set('d', 'd', 1, body('x'.repeat(10)));
  expect(cache.get('d', 'd', 1)).toBeUndefined();
  expect(cache.size).toBe(2);
  expect(cache.bytes).toBe(10);
});

it('replacing an answer counts its bytes once; forgetting answers gives their bytes back', () => {
  const cache = answerStore(100, 10);
  for (let i = 0; i < 5; i++) cache.set('a', 'a', 1, body('1234'));
  cache.set('b', 'b', 1, body('1234'));
  expect(cache.size).toBe(2);
  cache.get('a', 'a', 2);
  expect(cache.bytes).toBe(5);
});
