// How this service logs: one line per answered request, for a person (pino-pretty) or as JSON
// lines for a machine. LOG_FORMAT=pretty|json chooses; unset, a terminal gets pretty lines.
// `pnpm start` and `pnpm dev` relay the output through a pipe and set LOG_FORMAT from their own
// terminal. Both services (services/api, services/sign-in) use it.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

type LogFormat = 'pretty' | 'json';

function logFormat(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): LogFormat {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  if (env.LOG_FORMAT) throw new Error(`Invalid LOG_FORMAT: ${env.LOG_FORMAT} (pretty or json)`);
  return terminal ? 'pretty' : 'json';
}

export interface ServiceLogger {
  level: string;
  /** Where the lines go; unset, stdout as JSON. */
  stream?: { write(line: string): void };
}

/** The logger a running service uses: its level, and pino-pretty when the format says so. */
export function serviceLogger(level: string, env: NodeJS.ProcessEnv = process.env): ServiceLogger {
  if (logFormat(env) === 'json') return { level };
  const stream = pretty({
    sync: true, // nothing lost when the process exits right after a line
    colorize: env.NO_COLOR === undefined,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,method,url,status,ms',
    singleLine: true,
  });
  return { level, stream };
}

/** JSON lines carry an ISO 8601 time rather than epoch milliseconds. */
export const isoTime = (): string => `,"time":"${new Date().toISOString()}"`;

/**
 * Fastify's request lines: one per answered request (method, URL, status, milliseconds) instead of
 * its two ("incoming request", "request completed"); at debug level a request's arrival too, so
 * one that never answers leaves a trace.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'request arrived');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const { method, url } = request;
    const line = { method, url, status: reply.statusCode, ms };
    const text = `${method} ${url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...line, err: error }, text);
    else reply.log.info(line, text);
  }
}
