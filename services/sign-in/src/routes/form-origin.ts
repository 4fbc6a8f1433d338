import type { FastifyRequest } from 'fastify';

// A cross-site form post would sign the victim into someone else's account (login CSRF), or
// make an account with the attacker's password (the invitation form). Browsers send Origin on
// every POST form submission; non-browser clients may omit it.
export function isOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
