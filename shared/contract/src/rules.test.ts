import { EMAIL_MAX_LENGTH, isHttpUrl, isValidEmail, isWebsite, normaliseWebsite } from './rules';

describe('the one email rule', () => {
  it.each(['grace@navy.test', ' padded@example.com ', 'o’brien+tag@sub.example.co.uk', 'a@b.c', 'ünï@exämple.test'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'not-an-email', 'a@b', '@example.com', 'a@.', 'two words@example.com', 'a@@b.test', 'a@b c.test'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than SMTP carries, after trimming', () => {
    const local = 'x'.repeat(64);
    const longest = `${local}@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(62)}.test`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect([isValidEmail(longest), isValidEmail(` ${longest} `), isValidEmail(`${longest}x`)]).toEqual([true, true, false]);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://acme.test', true],
    ['http://acme.test/path?q=1', true],
    [' https://acme.test ', true],
    ['https://', false],
    ['ftp://acme.test', false],
    ['acme.test', false],
    [null, false],
  ])('%j → %j', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe('the company website rule', () => {
  it.each([
    ['qa-widgets.example.com', 'https://qa-widgets.example.com'],
    ['www.example.com/path', 'https://www.example.com/path'],
    [' example.co.uk ', 'https://example.co.uk'],
    ['shop.example.com:8443/a?b=1#c', 'https://shop.example.com:8443/a?b=1#c'],
    ['bücher.example.de', 'https://bücher.example.de'],
  ])('takes the bare domain %j as %j', (typed, stored) => {
    expect(normaliseWebsite(typed)).toBe(stored);
    expect(isWebsite(typed)).toBe(true);
  });

  it.each(['http://example.com', 'https://example.com/ab', 'HTTPS://Example.com/Path', 'http://localhost:3000'])('keeps %j as typed', (typed) => {
    expect(normaliseWebsite(typed)).toBe(typed);
  });

  it.each([
    'not a site',
    'javascript:alert(1)',
    'ftp://x',
    'ftp://example.com',
    'mailto:someone@example.com',
    'someone@example.com',
    'https://',
    'example',
    'localhost:3000',
    '-bad.example.com',
    'example.c0m',
    '//example.com',
    '',
    '   ',
    null,
  ])('refuses %j', (typed) => {
    expect(normaliseWebsite(typed)).toBeNull();
    expect(isWebsite(typed)).toBe(false);
  });
});
