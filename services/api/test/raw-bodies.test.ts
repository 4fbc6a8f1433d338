// Raw and multipart bodies of any content, up to what each route accepts: no hook may walk their
// bytes on the event loop (a check of parsed JSON ran Object.entries over a 4 MB Buffer's indexes,
// seconds each, during which nobody else was answered). Each such route answers 4 MB of arbitrary
// bytes, alone and eight at once, with a clear 2xx or 4xx.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { freshOrganisation, refusalProblem, type Org } from './helpers/hostile';
import { multipartBody } from './helpers/multipart';
import { bob } from './helpers/tokens';

const FOUR_MB = 4 * 1024 * 1024;
const TEST_TYPE = 'application/x-meridian-untouchable';

/** A Buffer that throws as soon as anything lists or looks up its indexes (its own keys). */
function untouchable(bytes: Buffer): Buffer {
  const refuse = () => {
    throw new Error('a hook enumerated the raw body');
  };
  return new Proxy(bytes, {
    ownKeys: refuse,
    getOwnPropertyDescriptor: refuse,
    // Methods and getters run against the Buffer itself (a typed array's getters refuse a Proxy).
    get: (target, key) => Reflect.get(target, key, target),
  });
}

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) =>
      app.register(async (scope) => {
        scope.addContentTypeParser(TEST_TYPE, { parseAs: 'buffer', bodyLimit: FOUR_MB }, (_request, body, done) => done(null, untouchable(body as Buffer)));
        scope.post('/test/raw-body', async (request) => ({ bytes: (request.body as Buffer).length }));
      }),
  });
  org = await freshOrganisation(t);
});
afterAll(() => t.close());

const bytes = randomBytes(FOUR_MB);

type Sent = { url: (org: Org) => string; payload: Buffer; headers: Record<string, string> };
const raw = (type: string): Omit<Sent, 'url'> => ({ payload: bytes, headers: { 'content-type': type } });
const asFile = (withOptions: boolean): Omit<Sent, 'url'> =>
  multipartBody([
    ...(withOptions
      ? [{ field: 'options', filename: '', nameParams: '', contentType: 'text/plain', data: JSON.stringify({ columnMapping: { a: 'first' } }) }]
      : []),
    { filename: 'noise.csv', data: bytes },
  ]);

const ROUTES: [string, (org: Org) => string][] = [
  ['POST /imports/preview', () => '/imports/preview'],
  ['POST /imports', () => '/imports'],
  ['POST /imports/:id/cancel of an unknown import', () => `/imports/${uuidv7()}/cancel`],
  ['POST /contacts/:id/attachments', (o) => `/contacts/${o.ids.contactId}/attachments`],
];
const BODIES: [string, Omit<Sent, 'url'>][] = [
  ['application/octet-stream', raw('application/octet-stream')],
  ['text/csv', raw('text/csv')],
  ['multipart, the bytes as the file', asFile(false)],
  ['multipart, options and the bytes as the file', asFile(true)],
];

const send = (url: string, body: Omit<Sent, 'url'>) =>
  t.app.inject({ method: 'POST', url, headers: { ...org.headers, ...body.headers }, payload: body.payload });

/** Why an answer is not a clear 2xx or 4xx, or undefined. */
function unclear(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 200 && res.statusCode < 300) return undefined;
  return refusalProblem(res);
}

describe('a raw body', () => {
  it('is never enumerated by a hook', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/raw-body', headers: { ...org.headers, 'content-type': TEST_TYPE }, payload: bytes });
    expect([res.statusCode, res.json()]).toEqual([200, { bytes: FOUR_MB }]);
  });
});

describe.each(ROUTES)('%s with 4 MB of arbitrary bytes', (_route, url) => {
  it.each(BODIES)('as %s gets a clear answer, alone and eight at once', async (_body, body) => {
    expect(unclear(await send(url(org), body))).toBeUndefined();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(url(org), body)));
    expect(answers.map(unclear).filter(Boolean)).toEqual([]);
    // Another organisation is still answered.
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: await t.headers(bob) })).statusCode).toBe(200);
  });
});
