// The answer cache (plugins/answer-cache.ts): kept per version, emptied when the version moves,
// bounded by entries and bytes, least recently used dropped first.
import { answerCache } from '../src/plugins/answer-cache';

const body = (text: string) => Buffer.from(text);

it('gives back an answer stored at the current version', () => {
  const cache = answerCache();
  expect(cache.get('org-a\n/contacts', 'v1')).toBeUndefined();
  cache.set('org-a\n/contacts', 'v1', body('[1]'));
  expect(cache.get('org-a\n/contacts', 'v1')?.toString()).toBe('[1]');
  expect(cache.get('org-b\n/contacts', 'v1')).toBeUndefined();
});

it('forgets every answer once the version has moved, and does not take it back at the old version', () => {
  const cache = answerCache();
  cache.get('k', 'v1');
  cache.set('k', 'v1', body('old'));
  expect(cache.get('k', 'v2')).toBeUndefined();
  expect(cache.size).toBe(0);
  cache.set('k', 'v1', body('built before the commit')); // a slow request that read v1
  expect(cache.get('k', 'v2')).toBeUndefined();
});

it('drops the least recently used answer past its entry limit', () => {
  const cache = answerCache(2);
  cache.get('a', 'v');
  cache.set('a', 'v', body('A'));
  cache.set('b', 'v', body('B'));
  cache.get('a', 'v'); // a is now the most recent; b goes when c comes
  cache.set('c', 'v', body('C'));
  expect([cache.get('a', 'v'), cache.get('b', 'v'), cache.get('c', 'v')].map(String)).toEqual(['A', 'undefined', 'C']);
});

it('keeps within its byte limit, counting keys too, and never stores an answer larger than the limit', () => {
  const cache = answerCache(100, 10);
  cache.get('a', 'v');
  cache.set('a', 'v', body('1234')); // 5 bytes with its key
  cache.set('b', 'v', body('1234')); // 10
  cache.set('c', 'v', body('1234')); // a goes
  expect([cache.get('a', 'v'), cache.get('b', 'v'), cache.get('c', 'v')].map((b) => b?.toString())).toEqual([undefined, '1234', '1234']);
  cache.set('d', 'v', body('x'.repeat(11)));
  expect(cache.get('d', 'v')).toBeUndefined();
  expect(cache.size).toBe(2);
});

it('replacing an answer counts its bytes once', () => {
  const cache = answerCache(100, 10);
  cache.get('a', 'v');
  for (let i = 0; i < 5; i++) cache.set('a', 'v', body('1234'));
  cache.set('b', 'v', body('1234'));
  expect(cache.size).toBe(2);
});
