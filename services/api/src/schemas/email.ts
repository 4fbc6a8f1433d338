// The one email rule of the API, used by the contact routes, the company routes and the import
// (import/row-rules.ts), with the same meaning as the front end's (shared/src/model/companyValidation.ts):
// after trimming, something@something.something with no spaces, and at most 254 characters, the
// longest address SMTP can carry (RFC 5321).

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_INVALID = 'Please enter a valid email address';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the text, trimmed, looks like an address. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}
