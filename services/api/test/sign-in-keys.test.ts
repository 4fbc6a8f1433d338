// The API's key set (auth/sign-in-keys.ts) while the sign-in service goes down: tokens signed
// with the keys it already fetched keep verifying; anything else is still refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type KeyLike } from 'jose';
import { signInKeys } from '../src/auth/sign-in-keys';

let server: http.Server;
let url: URL;
let sign: (kid: string, key?: KeyLike) => Promise<string>;
let otherKey: KeyLike;

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  otherKey = (await generateKeyPair('EdDSA', { crv: 'Ed25519' })).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' }] });
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`);
  sign = (kid, key = pair.privateKey) =>
    new SignJWT({ org: 'org-a' }).setProtectedHeader({ alg: 'EdDSA', kid }).setSubject('u').setExpirationTime('5m').sign(key);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('keeps verifying with the keys last fetched when the service cannot be reached for a refresh', async () => {
  const keys = signInKeys(url, { cacheMaxAge: 20, cooldownDuration: 0 });
  const token = await sign('k1');
  expect((await jwtVerify(token, keys)).payload.org).toBe('org-a');

  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pause(30); // the cached set is now due for a refresh, which fails
  expect((await jwtVerify(token, keys)).payload.org).toBe('org-a');

  await expect(jwtVerify(await sign('k1', otherKey), keys)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  await expect(jwtVerify(await sign('unknown-kid'), keys)).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);

  await new Promise<void>((resolve) => server.listen(Number(url.port), '127.0.0.1', resolve));
});

it('with no keys fetched yet, an unreachable service is an error, not an accepted token', async () => {
  const keys = signInKeys(new URL('http://127.0.0.1:9/jwks.json'));
  await expect(jwtVerify(await sign('k1'), keys)).rejects.toThrow();
});
