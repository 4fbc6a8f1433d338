// Access tokens the way the sign-in service issues them (EdDSA, sub/name/email/org, aud = service
// id), plus every kind of bad token the auth tests need.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTVerifyGetKey, type KeyLike } from 'jose';

export const TEST_ISSUER = 'http://sign-in.test';
export const TEST_SERVICE_ID = 'meridian-web';
const KID = 'test-key-1';

export interface TestUser {
  sub: string;
  name: string;
  email: string;
  org: string;
  /** The `role` claim; 'owner' when not given, so a test that is not about roles has every right. */
  role?: string;
}

export const alice: TestUser = { sub: 'user-alice', name: 'Alice Anders', email: 'alice@org-a.test', org: 'org-a' };
export const bob: TestUser = { sub: 'user-bob', name: 'Bob Brandt', email: 'bob@org-b.test', org: 'org-b' };

export interface SignOptions {
  /** Seconds until expiry; negative gives an already expired token. Default 900 (15 min). */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key the API does not trust (same kid, so only the signature check can catch it). */
  untrustedKey?: boolean;
  /** The `iat` claim, epoch seconds. Default: a second before now. */
  issuedAt?: number;
  /** Claims to drop, e.g. ['org']. */
  omit?: (keyof TestUser)[];
}

export interface TokenFactory {
  /** The API's view of the sign-in service's JWKS. */
  keySet: JWTVerifyGetKey;
  sign(user?: TestUser, opts?: SignOptions): Promise<string>;
  expired(user?: TestUser): Promise<string>;
  /** `alg: none`: a well-formed token with no signature at all. */
  unsigned(user?: TestUser): string;
  /** A validly signed token whose payload was edited afterwards (signature left as it was). */
  tampered(user: TestUser, changes: Partial<TestUser>): Promise<string>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function createTokenFactory(): Promise<TokenFactory> {
  const trusted = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const untrusted = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: KID, alg: 'EdDSA', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [publicJwk] });

  function claims(user: TestUser, omit: (keyof TestUser)[] = []): Record<string, string> {
    const { sub: _sub, ...rest } = { role: 'owner', ...user };
    return Object.fromEntries(Object.entries(rest).filter(([k]) => !omit.includes(k as keyof TestUser)));
  }

  async function sign(user: TestUser = alice, opts: SignOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key: KeyLike = opts.untrustedKey ? untrusted.privateKey : trusted.privateKey;
    const jwt = new SignJWT(claims(user, opts.omit))
      .setProtectedHeader({ alg: 'EdDSA', kid: KID, typ: 'JWT' })
      .setIssuer(opts.issuer ?? TEST_ISSUER)
      .setAudience(opts.audience ?? TEST_SERVICE_ID)
      .setIssuedAt(opts.issuedAt ?? now - 1)
      .setExpirationTime(now + (opts.expiresIn ?? 900));
    if (!opts.omit?.includes('sub')) jwt.setSubject(user.sub);
    return jwt.sign(key);
  }

  return {
    keySet,
    sign,
    // Well past the API's clock tolerance.
    expired: (user = alice) => sign(user, { expiresIn: -120 }),
    unsigned: (user = alice) =>
      new UnsecuredJWT(claims(user)).setSubject(user.sub).setIssuer(TEST_ISSUER).setAudience(TEST_SERVICE_ID).setIssuedAt().setExpirationTime('15m').encode(),
    async tampered(user, changes) {
      const [header, payload, signature] = (await sign(user)).split('.');
      const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
      return [header, b64url(edited), signature].join('.');
    },
  };
}

export function authHeaders(token: string, serviceId: string = TEST_SERVICE_ID): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-service-id': serviceId };
}
