import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
  type KeyLike,
} from 'jose';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/connect';
import { insertSigningKey, listSigningKeys } from '../repositories/signing-keys';
import type { User } from '../repositories/users';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface PublicJwk extends JWK {
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface SignedAccessToken {
  accessToken: string;
  expiresAt: number;
}

// Holds the Ed25519 key pair. The pair is generated on first start and kept in the database so
// restarts (and other instances) keep accepting the tokens already issued.
export class Signer {
  private kid = '';
  private privateKey: KeyLike | Uint8Array | undefined;
  private publicKeys: PublicJwk[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: { issuer: string; audience: string; clock: () => number },
  ) {}

  async load(): Promise<void> {
    let keys = await listSigningKeys(this.db);
    if (keys.length === 0) {
      const { publicKey, privateKey } = await generateKeyPair('EdDSA', {
        crv: 'Ed25519',
        extractable: true,
      });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await insertSigningKey(
        this.db,
        {
          kid,
          publicJwk: JSON.stringify(publicJwk),
          privateJwk: JSON.stringify(await exportJWK(privateKey)),
        },
        new Date(this.options.clock()).toISOString(),
      );
      keys = await listSigningKeys(this.db);
    }
    const [current] = keys;
    this.kid = current.kid;
    this.privateKey = await importJWK(JSON.parse(current.privateJwk) as JWK, 'EdDSA');
    this.publicKeys = keys.map((key) => ({
      ...(JSON.parse(key.publicJwk) as JWK),
      kid: key.kid,
      alg: 'EdDSA',
      use: 'sig',
    }));
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: this.publicKeys };
  }

  async signAccessToken(user: User): Promise<SignedAccessToken> {
    if (!this.privateKey) throw new Error('Signing key not loaded');
    const iat = Math.floor(this.options.clock() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const accessToken = await new SignJWT({ name: user.name, email: user.email, org: user.orgSlug, role: user.role })
      .setProtectedHeader({ alg: 'EdDSA', kid: this.kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(uuidv7())
      .sign(this.privateKey);
    return { accessToken, expiresAt: exp * 1000 };
  }

  /**
   * Checks an access token as the API does (EdDSA only, this issuer and audience, not expired on
   * this service's clock) with this service's own keys: the payload, 'expired', or undefined for
   * any other failure.
   */
  async verifyAccessToken(token: string): Promise<JWTPayload | 'expired' | undefined> {
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: this.publicKeys }), {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['EdDSA'],
        requiredClaims: ['sub', 'exp', 'org'],
        currentDate: new Date(this.options.clock()),
      });
      return payload;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : undefined;
    }
  }
}
