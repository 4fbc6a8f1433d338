import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP recommendation).
// The enum is `const` in the typings, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

// With no user for the email we still run one verification against a throw-away hash, so the
// response time does not reveal whether the email is registered.
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
