import { createTestApp, type TestApp } from './helpers/app';
import { HttpError } from '../src/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    maxUploadBytes: 1024,
    configure(app) {
      app.post(
        '/test/validate',
        {
          config: { public: true },
          schema: {
            querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 100 } } },
            body: {
              type: 'object',
              required: ['email'],
              properties: {
                email: { type: 'string', format: 'email' },
                name: { type: 'string', minLength: 1 },
                size: { type: 'string', enum: ['small', 'large'] },
                tags: { type: 'array', items: { type: 'string', maxLength: 3 } },
              },
            },
          },
        },
        async () => ({ ok: true }),
      );
      app.get('/test/boom', { config: { public: true } }, async () => {
        throw new Error('kaboom: select * from secrets');
      });
      app.get('/test/conflict', { config: { public: true } }, async () => {
        throw new HttpError(409, 'already_in_pipeline', { params: { name: 'Ada', stage: 'Lead' } });
      });
      app.delete('/test/delete', { config: { public: true } }, async () => ({ deleted: true }));
    },
  });
});
afterAll(() => t.close());

async function validate(payload: unknown, query = '') {
  return t.app.inject({ method: 'POST', url: `/test/validate${query}`, payload: payload as object });
}

describe('error handler', () => {
  it.each([
    [{}, '', 'email is required', 'field_required', 'email'],
    [{ email: 'nope' }, '', 'email must be a valid email', 'validation_failed', 'email'],
    [{ email: 'a@b.test', name: '' }, '', 'name must not be empty', 'validation_failed', 'name'],
    [{ email: 'a@b.test', size: 'huge' }, '', 'size must be one of: small, large', 'validation_failed', 'size'],
    [{ email: 'a@b.test', tags: ['ok', 'toolong'] }, '', 'tags[1] must be at most 3 characters', 'validation_failed', 'tags[1]'],
    [{ email: 'a@b.test' }, '?limit=500', 'limit must be <= 100', 'validation_failed', 'limit'],
    [{ email: 'a@b.test' }, '?limit=abc', 'limit must be an integer', 'validation_failed', 'limit'],
  ])('answers validation failures with 400, a message naming the field and its code (%j %s)', async (body, query, message, code, field) => {
    const res = await validate(body, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code, params: { field } });
  });

  it('passes valid input through', async () => {
    expect((await validate({ email: 'a@b.test', tags: ['a'] }, '?limit=5')).json()).toEqual({ ok: true });
  });

  it('answers malformed JSON with 400 { error }', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/validate', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/JSON/), code: 'json_invalid' });
  });

  it('accepts an empty body sent as application/json (DELETE from generic clients)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/test/delete', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unsupported content type with 415 { error }', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/validate', payload: 'x', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'unsupported_media_type' });
  });

  it('answers unknown routes with 404 { error: "Not found" }, with or without a token', async () => {
    for (const headers of [{}, await t.headers()]) {
      const res = await t.app.inject({ method: 'GET', url: '/no/such/route', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('answers deliberate client errors with their code, params and English text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Ada is already in pipeline (Lead stage)', code: 'already_in_pipeline', params: { name: 'Ada', stage: 'Lead' } });
  });

  it('hides server errors and logs them with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(res.body).not.toContain('kaboom');
    const requestId = res.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const logged = t.logs.find((l) => l.level >= 50 && l.reqId === requestId);
    expect(logged?.err?.message).toBe('kaboom: select * from secrets');
    expect(logged?.err?.stack).toContain('errors.test.ts');
  });
});
