// A calendar feed's secret: 32 random bytes, base64url (43 characters), shown once; the API keeps
// its sha256 only, so a copy of the database reads no one's feed.
import { createHash, randomBytes } from 'node:crypto';

const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

export const feedSecretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The secret a feed URL's last segment names ('<secret>.ics', or the secret alone), or undefined when it cannot be one. */
export function secretOfToken(token: string): string | undefined {
  const secret = token.endsWith('.ics') ? token.slice(0, -4) : token;
  return SECRET.test(secret) ? secret : undefined;
}
