// A request whose body stops arriving is closed once nothing at all has come for `idleMs` (default
// 30 s, BODY_IDLE_TIMEOUT_MS): without it an upload that went silent held its connection, its
// parser and its import job forever. Any byte restarts the wait, so a slow but live link passes,
// however long the whole upload takes. Only the body is timed: once it has all arrived, a handler
// may take as long as it needs (an docs/PRODUCT.md §7 execute waits for its import) without a byte being sent.
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

export const BODY_IDLE_TIMEOUT_MS = 30_000;

const hasBody = (headers: Record<string, string | string[] | undefined>) => headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;

export const idleBodiesPlugin = fp(
  async (app, opts: { idleMs?: number }) => {
    const idleMs = opts.idleMs ?? BODY_IDLE_TIMEOUT_MS;
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      // app.inject has no connection to time: its bodies are all there at once.
      if (raw.complete || !hasBody(raw.headers) || !(raw.socket instanceof Socket)) return;
      // Node's socket timer restarts on every byte read or written. When it fires, the request
      // hears of it only while its body is incomplete; the response's listener keeps Node from
      // closing a connection whose body is all there and whose answer is still being worked out.
      reply.raw.on('timeout', () => undefined);
      raw.setTimeout(idleMs, () => {
        request.log.info({ idleMs }, 'request body idle: connection closed');
        // Destroying the request closes its socket; whoever reads the body (the multipart parser,
        // an import's upload, which then discards its job) gets this error.
        raw.destroy(new HttpError(408, 'body_idle', { params: { seconds: idleMs / 1000 } }));
      });
    });
  },
  { name: 'meridian-idle-bodies' },
);
