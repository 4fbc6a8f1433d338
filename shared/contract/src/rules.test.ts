import { EMAIL_MAX_LENGTH, isHttpUrl, isValidEmail } from './rules';

describe('the one email rule', () => {
  it.each(['grace@navy.test', ' padded@example.com ', 'o’brien+tag@sub.example.co.uk', 'a@b.c', 'ünï@exämple.test'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'not-an-email', 'a@b', '@example.com', 'a@.', 'two words@example.com', 'a@@b.test', 'a@b c.test'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than SMTP carries, after trimming', () => {
    const longest = `${'x'.repeat(EMAIL_MAX_LENGTH - '@b.test'.length)}@b.test`;
    expect([isValidEmail(longest), isValidEmail(` ${longest} `), isValidEmail(`x${longest}`)]).toEqual([true, true, false]);
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
