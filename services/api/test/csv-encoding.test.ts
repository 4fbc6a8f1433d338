// Encodings of CSV files as spreadsheets and exports write them: detection from the first bytes
// and streaming decoding, with characters and BOMs cut between chunks.
import iconv from 'iconv-lite';
import type { ImportEncoding } from '@meridian/contract';
import { decoder, detectEncoding } from '../src/import/csv-encoding';

const BOM = '\uFEFF';
const TEXT = 'first,last,company\r\nBjörn,Åström,Café € 😀\r\n';

/** Decodes `bytes` fed `size` bytes at a time. */
function decodeInChunks(bytes: Uint8Array, encoding: ImportEncoding, size: number): string {
  const d = decoder(encoding);
  let text = '';
  for (let at = 0; at < bytes.length; at += size) text += d.write(bytes.subarray(at, at + size));
  return text + d.end();
}

describe('detectEncoding', () => {
  it.each([
    ['a UTF-8 BOM', Buffer.from(BOM + TEXT, 'utf8'), 'utf-8'],
    ['UTF-8 without BOM', Buffer.from(TEXT, 'utf8'), 'utf-8'],
    ['plain ASCII', Buffer.from('first,last\nAna,Ruiz\n'), 'utf-8'],
    ['a UTF-16LE BOM', iconv.encode(BOM + TEXT, 'utf-16le'), 'utf-16le'],
    ['a UTF-16BE BOM', iconv.encode(BOM + TEXT, 'utf-16be'), 'utf-16be'],
    ['Windows-1252 (Excel on Windows)', iconv.encode('first,last\r\nBjörn,Café €\r\n', 'windows-1252'), 'windows-1252'],
    ['an empty head', new Uint8Array(0), 'utf-8'],
  ])('detects %s', (_label, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
  });

  it('does not count a character cut at the end of the head as invalid UTF-8', () => {
    const bytes = Buffer.from('name\nZoë 😀', 'utf8');
    for (let cut = 1; cut <= 3; cut++) expect(detectEncoding(bytes.subarray(0, bytes.length - cut))).toBe('utf-8');
    // but an invalid byte before the end still is
    expect(detectEncoding(Buffer.from([0x61, 0xe9, 0x62, 0xc3]))).toBe('windows-1252');
  });
});

describe('decoder', () => {
  it('decodes Windows-1252 exactly: Björn, Café, €', () => {
    const bytes = Buffer.from([0x42, 0x6a, 0xf6, 0x72, 0x6e, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x80]);
    expect(decodeInChunks(bytes, 'windows-1252', 64)).toBe('Björn,Café,€');
  });

  it('reads ISO-8859-1 by its own table, where 0x80 is a control character and not €', () => {
    const bytes = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x80]);
    expect(decodeInChunks(bytes, 'iso-8859-1', 64)).toBe('Café\u0080');
    expect(decodeInChunks(bytes, 'windows-1252', 64)).toBe('Café€');
  });

  it.each([
    ['utf-8', Buffer.from(BOM + TEXT, 'utf8')],
    ['utf-16le', iconv.encode(BOM + TEXT, 'utf-16le')],
    ['utf-16be', iconv.encode(BOM + TEXT, 'utf-16be')],
  ] as const)('decodes %s fed one byte at a time, characters and the BOM cut between chunks, BOM dropped', (encoding, bytes) => {
    expect(decodeInChunks(bytes, encoding, 1)).toBe(TEXT);
    expect(decodeInChunks(bytes, encoding, 3)).toBe(TEXT);
    expect(decodeInChunks(bytes, encoding, bytes.length)).toBe(TEXT);
  });

  it('drops only a leading BOM, and accepts Uint8Arrays that are not Buffers', () => {
    const bytes = new Uint8Array(Buffer.from(`${BOM}a,b${BOM}\n`, 'utf8'));
    expect(decodeInChunks(bytes, 'utf-8', 2)).toBe(`a,b${BOM}\n`);
  });

  it('ends a file cut inside a character with a replacement character, not silence', () => {
    expect(decodeInChunks(Buffer.from('é', 'utf8').subarray(0, 1), 'utf-8', 1)).toBe('\uFFFD');
  });
});

describe('single-byte decoders', () => {
  it("agree with iconv-lite's tables on all 256 bytes", () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    for (const encoding of ['windows-1252', 'iso-8859-1'] as const) {
      expect(decodeInChunks(bytes, encoding, 7)).toBe(iconv.decode(bytes, encoding));
    }
    expect(decodeInChunks(bytes, 'windows-1252', 256)).toContain('€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ'); // 0x81 is no character in windows-1252
  });
});
