import { asciiDomain, companyKeys, companyNameKey, contactKeys, domainKey, emailKey, looseText, phoneKey } from './record-keys';
import { isValidEmail } from './rules';

describe('emailKey: one mailbox, one key', () => {
  it.each([
    ['CHLOE.DUBOIS@fabrikam.example.com', 'chloe.dubois@fabrikam.example.com'],
    [' chloe.dubois@Fabrikam.Example.COM ', 'chloe.dubois@fabrikam.example.com'],
    ['user@bücher.de', 'user@xn--bcher-kva.de'],
    ['user@xn--bcher-kva.de', 'user@xn--bcher-kva.de'],
    ['USER@BÜCHER.DE', 'user@xn--bcher-kva.de'],
    ['user@example.com.', 'user@example.com'],
  ])('%j -> %j', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it('is null for no email', () => {
    expect([emailKey(null), emailKey(''), emailKey('  ')]).toEqual([null, null, null]);
  });
});

describe('the other keys', () => {
  it('phone digits, from seven on', () => {
    expect([phoneKey('+1 (555) 010-0100'), phoneKey('1555 0100100'), phoneKey('ext 12'), phoneKey(null)]).toEqual(['15550100100', '15550100100', null, null]);
  });

  it('a name at a company, without case, accents or legal form', () => {
    expect(contactKeys({ first: 'Chloé', last: 'DUBOIS', company: 'Fabrikam, Inc.' }).name_key).toBe('chloe dubois @ fabrikam');
    expect(contactKeys({ first: 'Chloe', last: 'Dubois', company: null }).name_key).toBeNull();
    expect(companyNameKey('Inc')).toBe('inc');
  });

  it('a website domain without www, in ASCII', () => {
    expect([domainKey('https://WWW.Fabrikam.com/about'), domainKey('bücher.de'), domainKey('not a site'), domainKey('')]).toEqual([
      'fabrikam.com',
      'xn--bcher-kva.de',
      null,
      null,
    ]);
    expect(companyKeys({ name: 'Fabrikam GmbH', website: 'fabrikam.de' })).toEqual({ name_key: 'fabrikam', domain_key: 'fabrikam.de' });
  });
});

describe('the email rule, RFC 5321/5322 common subset', () => {
  it.each([
    'user..x@example.com',
    'user.@example.com',
    '.user@example.com',
    'a@b',
    'a@-b.com',
    'a@b-.com',
    'a@1.2.3.4',
    `${'x'.repeat(65)}@example.com`,
    'a"b@example.com',
    'a@b..com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each(['user.x@example.com', 'user+tag@sub.example.co.uk', 'user@bücher.de', 'user@xn--bcher-kva.de', "o'brien@example.ie"])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
});

describe('the shortcuts for ASCII text give what the full steps give', () => {
  // The WHATWG URL class (the contract compiles without the types of Node.js or the browsers).
  const { URL } = globalThis as unknown as { URL: new (input: string) => { hostname: string } };
  const viaUrl = (domain: string) => {
    const lower = domain.trim().toLowerCase().replace(/\.$/, '');
    try {
      return new URL(`http://${lower}`).hostname;
    } catch {
      return lower;
    }
  };
  it.each(['Example.COM', 'sub.example.co.uk.', 'a..b', '-a.com', 'xn--bcher-kva.de', 'xn--zz', '', '1.2.3.4', 'a.0x10', 'a.12', 'x'.repeat(70) + '.com'])(
    'domain %j',
    (domain) => {
      expect(asciiDomain(domain)).toBe(viaUrl(domain));
    },
  );

  it.each(['Chloe  DUBOIS', ' Fabrikam, Inc. ', 'a_b-c.d', 'O’Brien', 'Ünal'])('name %j', (text) => {
    const full = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    expect(looseText(text)).toBe(full);
  });
});
