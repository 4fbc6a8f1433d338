// The keys that say two records are the same person or company: one contact per email in an
// organisation (email_key), and the duplicate finder's other signs (same phone digits, same name
// at the same company; a company's name or website domain). The API stores each key beside its
// record (migration 0019) and computes it on every write; plain functions, no schemas.

// The WHATWG URL class of Node.js and the browsers (the contract compiles without either's types).
declare const URL: new (input: string) => { hostname: string };

const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * Lower case, compatibility forms folded (NFKC), accents dropped, punctuation as spaces, runs of
 * spaces as one: 'Chloé  DUBOIS' and 'chloe dubois' are one name.
 */
export function looseText(value: string | null | undefined): string {
  const text = value ?? '';
  // ASCII text (most of it) means the same with cheaper steps: nothing to fold or drop (an import writes a million).
  if (!NON_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// A host the URL parser would give back lower-cased as it is: letters, digits, hyphens and dots,
// its last label not a number (which the parser reads as part of an IPv4 address: '0x10' -> '0.0.0.16').
const PLAIN_HOST = /^[a-z0-9.-]*$/;
const NUMERIC_LABEL = /(?:^|\.)(?:\d+|0x[0-9a-f]*)\.?$/;

/** A domain in its ASCII form (IDNA A-labels, 'bücher.de' -> 'xn--bcher-kva.de'), lower case, without a final dot. */
export function asciiDomain(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.$/, '');
  if (PLAIN_HOST.test(lower) && !NUMERIC_LABEL.test(lower)) return lower;
  try {
    // The WHATWG URL parser applies UTS #46 (IDNA) in Node.js and every browser alike.
    return new URL(`http://${lower}`).hostname;
  } catch {
    return lower;
  }
}

/**
 * The form in which two emails are one mailbox: trimmed, the local part lower-cased (NFC), the
 * domain in its ASCII (punycode) form, so 'CHLOE@Bücher.de' and 'chloe@xn--bcher-kva.de' share
 * one key. Null for no email.
 */
export function emailKey(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim();
  if (!trimmed) return null;
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed.normalize('NFC').toLowerCase();
  return `${trimmed.slice(0, at).normalize('NFC').toLowerCase()}@${asciiDomain(trimmed.slice(at + 1))}`;
}

/** Fewer digits than this is an extension or a typo, not a number two people can share. */
export const PHONE_KEY_MIN_DIGITS = 7;

/** A phone number's digits alone ('+1 (555) 010-0100' -> '15550100100'); null below PHONE_KEY_MIN_DIGITS. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= PHONE_KEY_MIN_DIGITS ? digits : null;
}

/** A contact's name at its company ('chloe dubois @ fabrikam'); null without a name or a company. */
export function contactNameKey(first: string | null | undefined, last: string | null | undefined, company: string | null | undefined): string | null {
  const name = looseText(`${first ?? ''} ${last ?? ''}`);
  const at = companyNameKey(company);
  return name && at ? `${name} @ ${at}` : null;
}

// Legal forms that do not tell two companies apart ('Fabrikam, Inc.' is 'Fabrikam').
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'corp',
  'corporation',
  'co',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sas',
  'sarl',
  'srl',
  'sl',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'pty',
  'spa',
]);

/** A company's name without case, accents, punctuation or a trailing legal form; null when blank. */
export function companyNameKey(name: string | null | undefined): string | null {
  const words = looseText(name).split(' ').filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  return words.length ? words.join(' ') : null;
}

/** A website's host in ASCII form without 'www.' ('https://WWW.Fabrikam.com/about' -> 'fabrikam.com'); null for none. */
export function domainKey(website: string | null | undefined): string | null {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The keys stored beside a contact (contacts.email_key, phone_key, name_key). */
export function contactKeys(contact: { first?: string | null; last?: string | null; email?: string | null; phone?: string | null; company?: string | null }): {
  email_key: string | null;
  phone_key: string | null;
  name_key: string | null;
} {
  return {
    email_key: emailKey(contact.email),
    phone_key: phoneKey(contact.phone),
    name_key: contactNameKey(contact.first, contact.last, contact.company),
  };
}

/** The keys stored beside a company (companies.name_key, domain_key). */
export function companyKeys(company: { name?: string | null; website?: string | null }): { name_key: string | null; domain_key: string | null } {
  return { name_key: companyNameKey(company.name), domain_key: domainKey(company.website) };
}
