// Hostile tokens against every authenticated route (auth.test.ts checks the messages on /me).
// The caller claims to be alice of org-a, whose organisation holds one record in every table:
// a bypass would answer with that data or change it. Every attempt must be a 401 { error }
// with nothing else in the body, and org-a's data must stay exactly as it was.
import { exportJWK, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { createAttackApp, createAttackKit, KID, publicKeyMaterial, type AttackKit } from './auth-attack-tokens';
import { LEAK_MARKER, seedOrganisation, snapshotOrganisation, type SeedIds } from './helpers/seed';
import type { HttpMethod } from './helpers/tenancy';
import { alice, TEST_ISSUER, TEST_SERVICE_ID } from './helpers/tokens';
import { tenancyCases } from './tenancy-cases';

let kit: AttackKit;
let t: Awaited<ReturnType<typeof createAttackApp>>;
let ids: SeedIds;

beforeAll(async () => {
  const created = await createAttackKit();
  kit = created;
  t = await createAttackApp(created);
  ids = await seedOrganisation(t.db, alice.org);
});
afterAll(() => t.close());

const INVALID = 'Invalid token';
const REQUIRED = 'Authentication required';

type Headers = Record<string, string>;
const bearer = (token: string, serviceId = TEST_SERVICE_ID): Headers => ({ authorization: `Bearer ${token}`, 'x-service-id': serviceId });

// [name, headers, expected error message]
const attacks: [string, () => Promise<Headers>, string][] = [
  ['no Authorization header', async () => ({ 'x-service-id': TEST_SERVICE_ID }), REQUIRED],
  ['a Basic header', async () => ({ authorization: 'Basic YWxpY2U6c2VjcmV0', 'x-service-id': TEST_SERVICE_ID }), REQUIRED],
  ['two tokens in one header', async () => ({ authorization: `Bearer ${await kit.sign()} ${await kit.sign()}`, 'x-service-id': TEST_SERVICE_ID }), REQUIRED],
  ['garbage instead of a JWT', async () => bearer('not-a-jwt'), INVALID],
  ['three empty segments', async () => bearer('..'), INVALID],
  ['a header that is not JSON', async () => bearer(`${Buffer.from('{alg:').toString('base64url')}.e30.c2ln`), INVALID],
  ['4 KB of random base64url', async () => bearer(Buffer.alloc(3072, 7).toString('base64url')), INVALID],
  ['a valid token with the wrong X-Service-Id', async () => bearer(await kit.sign(), 'other-web'), 'Missing or unknown X-Service-Id header'],
  ['a token signed by another key (same kid)', async () => bearer(await kit.sign({ key: kit.attacker.privateKey })), INVALID],
  [
    'an attacker key embedded in the header (jwk)',
    async () => bearer(await kit.sign({ key: kit.attacker.privateKey, header: { jwk: await exportJWK(kit.attacker.publicKey) } })),
    INVALID,
  ],
  [
    'an attacker key set named in the header (jku)',
    async () => bearer(await kit.sign({ key: kit.attacker.privateKey, header: { jku: 'http://127.0.0.1:9/jwks.json' } })),
    INVALID,
  ],
  ['alg: none', async () => bearer(kit.raw({ alg: 'none', typ: 'JWT' }, kit.validClaims())), INVALID],
  ['alg: None', async () => bearer(kit.raw({ alg: 'None', typ: 'JWT' }, kit.validClaims())), INVALID],
  ['alg: NONE', async () => bearer(kit.raw({ alg: 'NONE', typ: 'JWT' }, kit.validClaims())), INVALID],
  ['alg: none carrying a real signature', async () => bearer(kit.raw({ alg: 'none', kid: KID }, kit.validClaims(), (await kit.sign()).split('.')[2])), INVALID],
  ['a valid token with its signature stripped', async () => bearer(`${(await kit.sign()).split('.').slice(0, 2).join('.')}.`), INVALID],
  [
    'HS256 keyed with the public key as PEM (algorithm confusion)',
    async () => {
      const { pem } = publicKeyMaterial(kit.trusted.publicKey);
      return bearer(await new SignJWT(kit.validClaims()).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(pem));
    },
    INVALID,
  ],
  [
    'HS256 keyed with the raw public key bytes (algorithm confusion)',
    async () => {
      const { raw } = publicKeyMaterial(kit.trusted.publicKey);
      return bearer(await new SignJWT(kit.validClaims()).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(raw));
    },
    INVALID,
  ],
  ['an expired token', async () => bearer(await kit.sign({ claims: { exp: Math.floor(Date.now() / 1000) - 120 } })), 'Token expired'],
  ['a token without exp (would never expire)', async () => bearer(await kit.sign({ claims: { exp: undefined } })), INVALID],
  ['a token not valid before 10 minutes from now (nbf)', async () => bearer(await kit.sign({ claims: { nbf: Math.floor(Date.now() / 1000) + 600 } })), INVALID],
  ['a token for another audience', async () => bearer(await kit.sign({ claims: { aud: 'another-service' } })), INVALID],
  ['a token from another issuer', async () => bearer(await kit.sign({ claims: { iss: 'http://evil.test' } })), INVALID],
  ['a token from a look-alike issuer (trailing slash)', async () => bearer(await kit.sign({ claims: { iss: `${TEST_ISSUER}/` } })), INVALID],
  ['a token without an organisation', async () => bearer(await kit.sign({ claims: { org: undefined } })), INVALID],
];

function send(app: FastifyInstance, c: (typeof tenancyCases)[number], headers: Headers) {
  const raw = c.raw?.(ids);
  const body = c.body?.(ids);
  return app.inject({
    method: c.route.split(' ')[0] as HttpMethod,
    url: c.url(ids),
    headers: { ...headers, ...raw?.headers },
    ...(raw ? { payload: raw.payload } : body === undefined ? {} : { payload: body as object }),
  });
}

describe('hostile tokens on every authenticated route', () => {
  it('the sweep reaches every authenticated route', () => {
    const covered = new Set(tenancyCases.map((c) => c.route as string));
    const routes = t.app.routeCatalog.filter((r) => !r.public).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(attacks)('%s: 401 { error } on every route, no data, nothing written', async (_name, makeHeaders, message) => {
    const headers = await makeHeaders();
    const before = await snapshotOrganisation(t.db, alice.org);
    const failures: string[] = [];
    for (const c of tenancyCases) {
      const res = await send(t.app, c, headers);
      const ok =
        res.statusCode === 401 &&
        res.headers['www-authenticate'] === 'Bearer' &&
        (res.json() as { error?: unknown }).error === message &&
        typeof (res.json() as { code?: unknown }).code === 'string' &&
        !res.body.includes(LEAK_MARKER);
      if (!ok) failures.push(`${c.route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshotOrganisation(t.db, alice.org)).toEqual(before);
  });

  // Every GET route lets a valid token through (an import id that does not exist is a 404).
  it('control: a valid token reaches the same data', async () => {
    const headers = bearer(await kit.sign());
    const list = await t.app.inject({ method: 'GET', url: '/contacts', headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(LEAK_MARKER);
    const refused: string[] = [];
    for (const c of tenancyCases.filter((x) => x.route.startsWith('GET '))) {
      const res = await send(t.app, c, headers);
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${c.route}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
