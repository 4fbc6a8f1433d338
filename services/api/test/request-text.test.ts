// Text every JSON route refuses (http/text-check.ts): nesting that ran the old recursive NUL
// check out of stack (a 500 on every route), and lone UTF-16 surrogates, which both databases
// stored as U+FFFD. Every write route gets these too (helpers/hostile-requests.ts); large bodies
// parsed on a worker thread in json-body-large.test.ts.
import { createTestApp, type TestApp } from './helpers/app';
import { importJobsApi } from './helpers/import-jobs';
import { MAX_JSON_DEPTH, TEXT_PROBLEM_MESSAGES, textProblem } from '../src/http/text-check';

const nested = (depth: number, inner: unknown = 'x') => {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('textProblem', () => {
  it('accepts ordinary text, paired surrogates (emoji) and nesting up to the bound', () => {
    expect(textProblem({ first: 'Zoë 😀', tags: ['a', { b: 'c' }], n: 1, none: null })).toBeUndefined();
    expect(textProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
  });

  it('names the first problem: NUL, a lone surrogate in a value or a key, or nesting past the bound', () => {
    expect(textProblem({ a: ['x\u0000'] })).toBe('nul');
    expect(textProblem({ a: 'x\ud800' })).toBe('surrogate');
    expect(textProblem({ a: '\udc00x' })).toBe('surrogate');
    expect(textProblem({ ['k\ud83d']: 'x' })).toBe('surrogate');
    expect(textProblem(nested(MAX_JSON_DEPTH + 1))).toBe('depth');
  });

  it('walks without recursion: a value nested 200,000 levels deep is answered, not a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(textProblem(deep)).toBe('depth');
  });
});

describe('JSON routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { ...(await t.headers()), 'content-type': 'application/json' }, payload });

  it('refuses a body nested 20,000 levels deep (40 KB) with a 400 that says why', async () => {
    const res = await post('/contacts', `{"first":"A","last":"B","email":"a@b.test","tags":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect([res.statusCode, res.json()]).toEqual([400, { error: TEXT_PROBLEM_MESSAGES.depth, code: 'json_too_deep', params: { depth: MAX_JSON_DEPTH } }]);
    // The API goes on answering.
    expect((await t.app.inject({ method: 'GET', url: '/contacts', headers: await t.headers() })).statusCode).toBe(200);
  });

  it('refuses a lone surrogate sent as a JSON escape, instead of storing U+FFFD', async () => {
    const res = await post('/contacts', '{"first":"Lone\\ud800","last":"B","email":"lone@b.test"}');
    expect([res.statusCode, res.json()]).toEqual([400, { error: TEXT_PROBLEM_MESSAGES.surrogate, code: 'text_surrogate' }]);
    const note = await post('/companies', '{"name":"\\udfffCorp"}');
    expect([note.statusCode, note.json()]).toEqual([400, { error: TEXT_PROBLEM_MESSAGES.surrogate, code: 'text_surrogate' }]);
  });

  it('refuses a surrogate sent as raw bytes (ED A0 80) as not UTF-8, before JSON parsing', async () => {
    const payload = Buffer.concat([Buffer.from('{"first":"Raw'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","last":"B","email":"raw@b.test"}')]);
    const res = await post('/contacts', payload);
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Request body is not valid UTF-8 text', code: 'body_not_utf8' }]);
  });

  it('stores a pair of surrogates (an emoji), written raw or as escapes, exactly as sent', async () => {
    for (const first of ['Emoji 😀', 'Emoji \\ud83d\\ude00']) {
      const res = await post('/contacts', `{"first":"${first}","last":"B","email":"emoji${first.length}@b.test"}`);
      expect(res.statusCode).toBe(201);
      expect(res.json().first).toBe('Emoji 😀');
    }
  });
});

describe("the import upload's options field (JSON inside multipart)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a lone surrogate in a column name', { columnMapping: { 'first\ud800': 'first' } }, { error: TEXT_PROBLEM_MESSAGES.surrogate, code: 'text_surrogate' }],
    ['a NUL in a column name', { columnMapping: { 'fir\u0000st': 'first' } }, { error: TEXT_PROBLEM_MESSAGES.nul, code: 'text_nul' }],
    [
      'nesting 200 levels deep',
      { columnMapping: { first: 'first' }, extra: nested(200) },
      { error: TEXT_PROBLEM_MESSAGES.depth, code: 'json_too_deep', params: { depth: MAX_JSON_DEPTH } },
    ],
  ])('refuses %s with the same 400 as a JSON body', async (_label, options, answer) => {
    const res = await importJobsApi(t).upload('first\nAda\n', options as Record<string, unknown>);
    expect([res.statusCode, res.json()]).toEqual([400, answer]);
  });
});
