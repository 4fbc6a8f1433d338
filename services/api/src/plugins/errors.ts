// The single place that shapes failures: every non-2xx answer is `{ "error": "<message>", "code" }`
// (ErrorAnswer of @meridian/contract; a field error also names its `field`, a text naming values
// carries them as `params`). A throw site gives its own code (HttpError); anything else gets a
// generic one by status. Client errors (4xx) keep their message; server errors (5xx) are logged
// with the request id and answered generically, so stack traces, SQL and library messages never
// leave the process.
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, type ErrorAnswer, type ErrorCode } from '@meridian/contract';
import { HttpError } from '../errors';
import { validationRefusal } from '../http/validation-message';

/** Fastify's own refusals that have a code of their own. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'url_invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'url_segment_too_long',
  FST_ERR_CTP_INVALID_JSON_BODY: 'json_invalid',
};

/** The code of a refusal no throw site coded. */
const STATUS_CODE_NAMES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  499: 'client_closed_request',
  503: 'service_unavailable',
};

const genericCode = (status: number): ErrorCode => STATUS_CODE_NAMES[status] ?? (status >= 500 ? 'internal_error' : 'request_failed');

/**
 * Fastify's router answers a malformed or over-long URL before any hook or error handler runs,
 * with its own `{error, code, message, statusCode}` shape (echoing the URL); `buildApp` passes
 * this as `frameworkErrors` so those answers are `{ error, code }` like every other.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(status).send(answer('internal_error'));
    return;
  }
  request.log.info({ statusCode: status, reason: error.code }, 'request rejected');
  const code = FRAMEWORK_CODES[error.code];
  void reply.code(status).send(code ? answer(code) : { error: STATUS_CODES[status] ?? errorMessage('request_failed'), code: genericCode(status) });
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

const answer = (code: ErrorCode): ErrorAnswer => ({ error: errorMessage(code), code });

/** The answer of a refusal that reached the error handler with a 4xx status (or an HttpError). */
function refusalOf(error: FastifyError, request: FastifyRequest, status: number): ErrorAnswer {
  if (error.validation) {
    const refusal = validationRefusal(error.validation, error.validationContext);
    // A route's schemaErrorFormatter names the body field for a form (routes/field-error.ts).
    const field = error instanceof HttpError ? error.field : undefined;
    return { error: refusal.message, code: refusal.code, ...(field ? { field } : {}), params: refusal.params };
  }
  if (error instanceof HttpError) {
    return { error: error.message, code: error.errorCode, ...(error.field ? { field: error.field } : {}), ...(error.params ? { params: error.params } : {}) };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config?.bodyTooLarge) return answer(request.routeOptions.config.bodyTooLarge);
  const code = FRAMEWORK_CODES[error.code] ?? genericCode(status);
  return { error: error.message || STATUS_CODES[status] || errorMessage('request_failed'), code };
}

export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(answer('not_found')));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = statusOf(error);
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(answer('internal_error'));
      }
      const body = refusalOf(error, request, status);
      request.log.info({ statusCode: status, reason: body.error, code: body.code }, 'request rejected');
      // Refused before its body has all arrived (too large, not signed in, a broken upload): the
      // connection closes after this answer instead of reading, and dropping, up to 100 MB more.
      if (request.raw.complete === false) reply.header('connection', 'close');
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(status).send(body);
    });
  },
  { name: 'meridian-errors' },
);
