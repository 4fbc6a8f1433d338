import { escapeHtml, scriptJson } from '../src/pages/escape';
import { allowedOrigin, parseOrigins } from '../src/origins';

describe('escaping', () => {
  it('escapes HTML text and attribute values', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('produces JSON that cannot end the script element and still parses back', () => {
    const value = { name: '</script><script>alert(1)</script><!--', sep: '\u2028\u2029', amp: '&' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('origins', () => {
  const allowed = ['http://localhost:3000'];
  it.each([
    ['http://localhost:3000/contacts?x=1', 'http://localhost:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://localhost:3000/', undefined],
    ['http://localhost:30000/', undefined],
    ['http://user@evil.test/?http://localhost:3000', undefined],
    ['javascript://localhost:3000/%0aalert(1)', undefined],
    [undefined, undefined],
  ])('allowedOrigin(%p) is %p', (url, expected) => {
    expect(allowedOrigin(url, allowed)).toBe(expected);
  });

  it('parses and normalises ALLOWED_ORIGINS', () => {
    expect(parseOrigins(' http://localhost:3000/ , https://app.example.com')).toEqual(['http://localhost:3000', 'https://app.example.com']);
    expect(() => parseOrigins('localhost:3000')).toThrow('not an http(s) origin');
  });
});
