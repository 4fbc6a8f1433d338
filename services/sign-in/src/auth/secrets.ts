import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes: the session cookie value and the refresh token.
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

// Only hashes of session ids and refresh tokens are stored, so a database leak cannot be
// replayed. A fast hash is enough: the inputs are 256-bit random values, not passwords.
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
