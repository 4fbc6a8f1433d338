// The sign-in service's public keys (its JWKS). jose caches them for 10 minutes and then fetches
// them again before verifying; if the service is down at that moment, every request would fail
// although the keys have not changed. Here the keys last fetched go on verifying until the service
// answers again, so signed-in users keep working until their tokens expire. A token naming a key
// the set does not hold is still refused.
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey, type RemoteJWKSetOptions } from 'jose';

export function signInKeys(url: URL, options?: RemoteJWKSetOptions): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, options);
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (err) {
      const last = remote.jwks();
      if (!last || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) throw err;
      return createLocalJWKSet(last)(header, token);
    }
  };
}
