// Bodies of 4 MB and more are parsed in a worker thread (plugins/json-body.ts): they must get
// exactly the answers a small body gets, for good JSON and for every kind of bad one.
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SMALL = 0;
const LARGE = 5 * 1024 * 1024;

/** A preview request whose CSV is padded with valid rows to at least `size` bytes, with `tail` (raw JSON text or bytes) last. */
function body(size: number, tail: string | Buffer = ''): Buffer {
  const rows = Math.ceil(size / 20);
  const csv = ['first,email', ...Array.from({ length: rows }, (_, i) => `Ann${i},a${i}@x.test`)].join('\\n');
  return Buffer.concat([Buffer.from(`{"csvData":"${csv}"`), Buffer.from(tail), Buffer.from('}')]);
}

const send = async (payload: Buffer) =>
  t.app.inject({ method: 'POST', url: '/import-export/preview', headers: { ...(await t.headers()), 'content-type': 'application/json' }, payload });

describe('a large JSON body', () => {
  it('is parsed like a small one', async () => {
    const res = await send(body(LARGE));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ headers: ['first', 'email'], totalRows: Math.ceil(LARGE / 20) });
  });

  it.each([
    ['malformed JSON', ',"delimiter":'],
    ['a __proto__ key', ',"__proto__":{"polluted":true}'],
    ['a constructor.prototype key', ',"constructor":{"prototype":{"polluted":true}}'],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from(',"delimiter":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"')])],
    ['a NUL character', ',"delimiter":"\\u0000"'],
    ['a lone surrogate', ',"delimiter":"\\ud800"'],
    ['JSON nested 20,000 levels deep', `,"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ])('with %s gets the same 400 as a small body', async (_, tail) => {
    const small = await send(body(SMALL, tail));
    const large = await send(body(LARGE, tail));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect([large.statusCode, large.json()]).toEqual([small.statusCode, small.json()]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
