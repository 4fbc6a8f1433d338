import Fastify from 'fastify';
import { isoTime, RequestLog, serviceLogger } from './index';

describe('serviceLogger', () => {
  it('writes JSON lines unless LOG_FORMAT or a terminal asks for pretty ones', () => {
    expect(serviceLogger('info', { LOG_FORMAT: 'json' })).toEqual({ level: 'info' });
    expect(serviceLogger('debug', { LOG_FORMAT: 'pretty' }).stream).toBeDefined();
    expect(() => serviceLogger('info', { LOG_FORMAT: 'xml' })).toThrow('Invalid LOG_FORMAT: xml (pretty or json)');
  });
});

describe('RequestLog', () => {
  it('logs one line per answered request with method, URL, status and milliseconds, and an ISO time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream, timestamp: isoTime }, logController: new RequestLog() });
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ping?x=1' });
    await app.close();
    const requestLines = lines.filter((line) => 'status' in line);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/ping?x=1', status: 200, msg: expect.stringMatching(/^GET \/ping\?x=1 200 \d+ ms$/) });
    expect(requestLines[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
