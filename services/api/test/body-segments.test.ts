// A JSON body is gathered as it arrives into pieces of about 1 MB that each own their memory (a
// worker takes them without a copy), never copied whole at its end on the API's thread; with the
// limits and errors of Fastify's own reading.
import { Readable } from 'node:stream';
import { readSegments } from '../src/http/body-segments';
import { transferList } from '../src/workers/transfer';

const MB = 1024 * 1024;

/** `bytes` as a socket delivers them: 64 KB at a time. */
const arriving = (bytes: Buffer) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536)));

const body = Buffer.from(Array.from({ length: 3 * MB + 12_345 }, (_, i) => i % 251));

describe('readSegments', () => {
  it('gathers a body in pieces of about 1 MB, each owning its memory', async () => {
    const { segments, length } = await readSegments(arriving(body), body.length, 20 * MB);
    expect(length).toBe(body.length);
    expect(segments.length).toBe(4);
    for (const segment of segments) {
      expect(segment.length).toBeLessThanOrEqual(MB + 65_536);
      expect(transferList(segment)).toEqual([segment.buffer]);
    }
    expect(Buffer.concat(segments).equals(body)).toBe(true);
  });

  it('takes a body of unknown length (chunked)', async () => {
    const { segments } = await readSegments(arriving(body), Number.NaN, 20 * MB);
    expect(Buffer.concat(segments).equals(body)).toBe(true);
  });

  it('refuses an announced length past the limit before reading anything', async () => {
    const stream = arriving(body);
    await expect(readSegments(stream, 21 * MB, 20 * MB)).rejects.toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(stream.readableFlowing).toBeNull();
  });

  it('refuses a body that passes the limit while it arrives', async () => {
    await expect(readSegments(arriving(body), Number.NaN, 2 * MB)).rejects.toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
  });

  it('refuses a body shorter than its Content-Length', async () => {
    await expect(readSegments(arriving(body), body.length + 1, 20 * MB)).rejects.toMatchObject({ code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', statusCode: 400 });
  });
});
