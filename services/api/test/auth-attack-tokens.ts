// Hostile access tokens for auth-attacks.test.ts. Unlike helpers/tokens.ts this keeps the
// trusted private key at hand, so claim checks (nbf, exp) can be attacked with a good signature.
import type { KeyObject } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';
import { buildApp } from '../src/app';
import { openTestDatabase } from './helpers/db';
import { alice, TEST_ISSUER, TEST_SERVICE_ID } from './helpers/tokens';

export const KID = 'attack-test-key';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface AttackKit {
  /** Signs `claims` (merged over alice's valid claims; `undefined` drops one) with the given key and header. */
  sign(opts?: { claims?: Record<string, unknown>; header?: Record<string, unknown>; key?: KeyLike | Uint8Array }): Promise<string>;
  /** A token built by hand: any header, any payload, any signature text. */
  raw(header: Record<string, unknown>, payload: Record<string, unknown>, signature?: string): string;
  validClaims(): JWTPayload;
  trusted: { privateKey: KeyLike; publicKey: KeyLike };
  attacker: { privateKey: KeyLike; publicKey: KeyLike };
}

export async function createAttackKit(): Promise<AttackKit & { keys: ReturnType<typeof createLocalJWKSet> }> {
  const trusted = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const attacker = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(trusted.publicKey)), kid: KID, alg: 'EdDSA', use: 'sig' }] });

  function validClaims(): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: alice.sub,
      name: alice.name,
      email: alice.email,
      org: alice.org,
      role: 'owner', // as the sign-in service issues them; without it the API sees the weakest role
      iss: TEST_ISSUER,
      aud: TEST_SERVICE_ID,
      iat: now - 1,
      exp: now + 900,
    };
  }

  return {
    keys,
    trusted,
    attacker,
    validClaims,
    async sign({ claims = {}, header = {}, key = trusted.privateKey } = {}) {
      const payload = Object.fromEntries(Object.entries({ ...validClaims(), ...claims }).filter(([, v]) => v !== undefined));
      return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: KID, typ: 'JWT', ...header } as { alg: string }).sign(key);
    },
    raw: (header, payload, signature = '') => `${b64(header)}.${b64(payload)}.${signature}`,
  };
}

/** The public key as an attacker would find it (JWKS or PEM), for algorithm-confusion attacks. */
export function publicKeyMaterial(publicKey: KeyLike): { pem: Uint8Array; raw: Uint8Array } {
  const key = publicKey as KeyObject;
  const pem = String(key.export({ type: 'spki', format: 'pem' }));
  const x = (key.export({ format: 'jwk' }) as { x: string }).x;
  return { pem: new TextEncoder().encode(pem), raw: Buffer.from(x, 'base64url') };
}

/** The real API on a private database, trusting only the kit's key; logs are dropped. */
export async function createAttackApp(kit: { keys: ReturnType<typeof createLocalJWKSet> }) {
  const database = await openTestDatabase();
  const app = buildApp({
    db: database.handle,
    // Every attack on every route comes from one address: past the per-address limit they would
    // be 429s before any verification (that limit has its own test, auth-failure-limit.test.ts).
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: kit.keys, failuresPerMinute: 1_000_000 },
    corsOrigins: ['http://localhost:3000'],
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: database.handle,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
