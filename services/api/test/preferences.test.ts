// A member's own preferences (GET/PUT /me/preferences): kept per (organisation, user), each member
// reading and writing only their own row, and hostile bodies refused with a code and nothing kept.
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const frank: TestUser = { sub: 'user-frank', name: 'Frank Fox', email: 'frank@org-a.test', org: alice.org };
// The same person (same subject) signed in to another organisation.
const aliceElsewhere: TestUser = { ...alice, org: bob.org };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const preferences = async (user: TestUser = alice) => call('GET', '/me/preferences', undefined, user);
const save = async (body: unknown, user: TestUser = alice) =>
  t.app.inject({
    method: 'PUT',
    url: '/me/preferences',
    headers: { ...(await t.headers(user)), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GET and PUT /me/preferences', () => {
  it('answers no language until the member chooses one, then keeps each choice, null included', async () => {
    expect(await preferences(frank)).toEqual({ status: 200, body: { language: null } });
    for (const language of ['fr', 'de', 'es', 'en', null]) {
      const res = await save({ language }, frank);
      expect([res.statusCode, res.json()]).toEqual([200, { language }]);
      expect(await preferences(frank)).toEqual({ status: 200, body: { language } });
    }
  });

  it("keeps each member's choice apart: another member, and the same member in another organisation", async () => {
    expect((await save({ language: 'de' }, alice)).statusCode).toBe(200);
    expect((await save({ language: 'fr' }, bob)).statusCode).toBe(200);
    expect((await preferences(alice)).body).toEqual({ language: 'de' });
    expect((await preferences(bob)).body).toEqual({ language: 'fr' });
    expect((await preferences(aliceElsewhere)).body).toEqual({ language: null });
    expect((await save({ language: 'es' }, aliceElsewhere)).statusCode).toBe(200);
    expect((await preferences(alice)).body).toEqual({ language: 'de' });
    expect((await preferences(aliceElsewhere)).body).toEqual({ language: 'es' });
  });

  it('requires a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/me/preferences' });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Authentication required', code: 'not_authenticated' }]);
  });
});

describe('hostile bodies are refused with a code, and nothing is kept', () => {
  beforeAll(async () => {
    await save({ language: 'de' }, alice);
  });
  afterEach(async () => {
    expect((await preferences(alice)).body).toEqual({ language: 'de' });
  });

  it.each([
    ['an unknown language', { language: 'xx' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a language tag the API does not speak', { language: 'de-DE' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a language in capitals', { language: 'DE' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a number', { language: 7 }, 'validation_failed', 'language must be a string or null'],
    ['a boolean', { language: true }, 'validation_failed', 'language must be a string or null'],
    ['an array', { language: ['de'] }, 'validation_failed', 'language must be a string or null'],
    ['an object', { language: { code: 'de' } }, 'validation_failed', 'language must be a string or null'],
    ['a long text', { language: 'd'.repeat(800) }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['no language at all', {}, 'field_required', 'language is required'],
    ['an extra field', { language: 'fr', theme: 'dark' }, 'field_unknown', 'Unknown field theme'],
    ["another member's id", { language: 'fr', user_id: bob.sub }, 'field_unknown', 'Unknown field user_id'],
    ['an organisation', { language: 'fr', org_slug: bob.org }, 'field_unknown', 'Unknown field org_slug'],
  ])('refuses %s with 400 and its code', async (_label, body, code, error) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, code, params: { field: expect.any(String) } });
  });

  it.each([
    ['a body that is not an object', '"de"'],
    ['null', 'null'],
    ['a list', '[{"language":"fr"}]'],
    ['malformed JSON', '{"language":'],
    ['a prototype key', '{"language":"fr","__proto__":{"polluted":true}}'],
  ])('refuses %s with 400 and a code', async (_label, text) => {
    const res = await save(text);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.stringMatching(/^[a-z_]+$/) }));
  });

  it('refuses a body far larger than any preferences with 413 and its code', async () => {
    const res = await save({ language: 'fr', padding: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
  });
});
