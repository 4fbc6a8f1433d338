import { attachmentDisposition } from '../src/routes/contacts/content-disposition';
import { formatBytes, safeFilename, safeMimeType } from '../src/http/uploads';

describe('Content-Disposition of a download', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ['say "hi"\\now.txt', `attachment; filename="say _hi__now.txt"; filename*=UTF-8''say%20%22hi%22%5Cnow.txt`],
    ["it's (100%)*.txt", `attachment; filename="it's (100_)*.txt"; filename*=UTF-8''it%27s%20%28100%25%29%2A.txt`],
    ['naïve 😀.md', `attachment; filename="na_ve __.md"; filename*=UTF-8''na%C3%AFve%20%F0%9F%98%80.md`],
  ])('%s', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });

  it('never lets a name end the quoted string or the header', () => {
    const header = attachmentDisposition("a\"; filename*=UTF-8''evil.exe\r\nX-Injected: 1");
    expect(header.split('"')).toHaveLength(3);
    expect(header).not.toMatch(/[\r\n]/);
  });
});

describe('upload clean-up', () => {
  it('formats limits for the 413 message', () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1000)).toBe('1000 bytes');
  });

  it('keeps file names printable and at most 255 characters', () => {
    expect(safeFilename('a\u0000b\u001fc\u007f.txt')).toBe('abc.txt');
    expect(safeFilename('invoice\u202Efdp\u2066.exe\u200f')).toBe('invoicefdp.exe');
    expect(safeFilename(undefined)).toBe('file');
    expect(Array.from(safeFilename('😀'.repeat(300)))).toHaveLength(255);
  });

  it('keeps type/subtype only and falls back to octet-stream', () => {
    expect(safeMimeType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(safeMimeType('image/svg+xml')).toBe('image/svg+xml');
    expect(safeMimeType('text/html\r\nX: 1')).toBe('application/octet-stream');
    expect(safeMimeType('')).toBe('application/octet-stream');
  });
});
