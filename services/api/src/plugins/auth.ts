// Every route needs a valid access token from the sign-in service unless its config says
// `public: true`. The organisation of the request comes ONLY from the verified token. A token
// issued before its member's cut-off (removed, or given another role) is refused 401
// token_revoked (plugins/token-revocations.ts).
import fp from 'fastify-plugin';
import { errors as jose, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import { asRole } from '@meridian/contract';
import { HttpError, unauthorized } from '../errors';
import { authFailures } from '../auth/auth-failures';
import type { AuthUser } from '../auth/auth-user';
import { verifiedTokens } from '../auth/verified-tokens';

type VerifiedTokens = ReturnType<typeof verifiedTokens>;

export interface AuthOptions {
  /** Expected `iss` of access tokens. */
  issuer: string;
  /** Expected `aud` of access tokens, and the required value of the X-Service-Id header. */
  serviceId: string;
  /** Verification keys: createRemoteJWKSet(jwks url) in production, createLocalJWKSet in tests. */
  keys: JWTVerifyGetKey;
  /** Allowed clock skew between this service and the sign-in service. */
  clockToleranceSeconds?: number;
  /** Requests without a valid token allowed per client address per minute (auth-failures.ts). Default 300. */
  failuresPerMinute?: number;
}

export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 300;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller. Reading it on a public route throws: such routes have no user. */
    readonly user: AuthUser;
  }
}

const users = new WeakMap<FastifyRequest, AuthUser>();
const issued = new WeakMap<FastifyRequest, number>();

/** The caller if the request was authenticated, for code that also runs on public routes. */
export function authenticatedUser(request: FastifyRequest): AuthUser | undefined {
  return users.get(request);
}

/** The `iat` (epoch seconds) of the request's token, when it was authenticated and had one. */
export function tokenIssuedAt(request: FastifyRequest): number | undefined {
  return issued.get(request);
}

const BEARER = /^Bearer\s+([A-Za-z0-9_.-]+)\s*$/i;

function toUser(payload: JWTPayload): AuthUser | undefined {
  const { sub, org, name, email, role } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || !sub || typeof org !== 'string' || !org) return undefined;
  return {
    id: sub,
    orgSlug: org,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    role: asRole(role),
  };
}

interface Verified {
  user: AuthUser;
  /** The token's `iat` in epoch seconds, when it has one. */
  issuedAt?: number;
}

async function verify(token: string, opts: AuthOptions, cache: VerifiedTokens): Promise<Verified> {
  const cached = cache.get(token);
  if (cached && 'expired' in cached) throw unauthorized('token_expired');
  if (cached) return cached;
  const tolerance = opts.clockToleranceSeconds ?? 5;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, opts.keys, {
      issuer: opts.issuer,
      audience: opts.serviceId,
      algorithms: ['EdDSA'], // never 'none', never an HMAC algorithm keyed with a public key
      requiredClaims: ['sub', 'exp'],
      clockTolerance: tolerance,
    }));
  } catch (err) {
    if (err instanceof jose.JWTExpired) throw unauthorized('token_expired');
    // An unreachable or broken JWKS endpoint is our failure, not the caller's: answering 401
    // would make every client refresh and sign out. Let it surface as a logged 500.
    if (err instanceof jose.JWKSTimeout || err instanceof jose.JWKSInvalid) throw err;
    if (err instanceof jose.JOSEError) throw unauthorized('token_invalid');
    throw err;
  }
  const user = toUser(payload);
  if (!user) throw unauthorized('token_invalid');
  const issuedAt = typeof payload.iat === 'number' ? payload.iat : undefined;
  cache.set(token, user, (payload.exp! + tolerance) * 1000, issuedAt); // exp is required above
  return { user, issuedAt };
}

export const authPlugin = fp<AuthOptions>(
  async (app, opts) => {
    const cache = verifiedTokens();
    const failures = authFailures(opts.failuresPerMinute ?? DEFAULT_AUTH_FAILURES_PER_MINUTE);
    // A token verified earlier passes an address's limit: no signature is checked for it.
    const isKnownToken = (token: string | undefined) => {
      const known = token === undefined ? undefined : cache.get(token);
      return known !== undefined && 'user' in known;
    };
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        const user = users.get(this);
        if (!user) throw new Error('request.user read on a request that was not authenticated');
        return user;
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      // Unknown URLs answer 404 without a token: their existence reveals nothing.
      if (request.is404 || request.routeOptions.config.public) return;
      const match = BEARER.exec(request.headers.authorization ?? '');
      const wait = failures.retryAfter(request.ip);
      if (wait > 0 && !isKnownToken(match?.[1])) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, 'too_many_failed_tokens', { params: { seconds: wait } });
      }
      try {
        if (!match) throw unauthorized('not_authenticated');
        if (request.headers['x-service-id'] !== opts.serviceId) throw unauthorized('service_id_unknown');
        const { user, issuedAt } = await verify(match[1], opts, cache);
        // Checked on every request, remembered token or not: a revocation holds at once.
        if (app.tokenCutoffs.revoked(user.orgSlug, user.id, issuedAt)) throw unauthorized('token_revoked');
        users.set(request, user);
        if (issuedAt !== undefined) issued.set(request, issuedAt);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) failures.record(request.ip);
        throw err;
      }
    });
  },
  { name: 'meridian-auth', dependencies: ['meridian-token-revocations'] },
);
