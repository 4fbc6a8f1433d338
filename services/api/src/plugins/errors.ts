// The single place that shapes failures: every non-2xx answer is `{ "error": "<message>" }`
// (ErrorAnswer of @meridian/contract; a field error also names its `field`).
// Client errors (4xx) keep their message; server errors (5xx) are logged with the request id and
// answered generically, so stack traces, SQL and library messages never leave the process.
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { validationMessage } from '../http/validation-message';

export const INTERNAL_ERROR = 'Internal server error';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid (malformed percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment of the URL is too long',
};

/**
 * Fastify's router answers a malformed or over-long URL before any hook or error handler runs,
 * with its own `{error, code, message, statusCode}` shape (echoing the URL); `buildApp` passes
 * this as `frameworkErrors` so those answers are `{ error }` like every other.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ error: INTERNAL_ERROR });
    return;
  }
  request.log.info({ statusCode: status, reason: error.code }, 'request rejected');
  void reply.code(status).send({ error: FRAMEWORK_MESSAGES[error.code] ?? STATUS_CODES[status] ?? 'Request failed' });
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = statusOf(error);
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ error: INTERNAL_ERROR });
      }
      const message = error.validation
        ? validationMessage(error.validation, error.validationContext)
        : (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config?.bodyTooLargeMessage) ||
          error.message ||
          STATUS_CODES[status] ||
          'Request failed';
      request.log.info({ statusCode: status, reason: message }, 'request rejected');
      // Refused before its body has all arrived (too large, not signed in, a broken upload): the
      // connection closes after this answer instead of reading, and dropping, up to 100 MB more.
      if (request.raw.complete === false) reply.header('connection', 'close');
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      const field = error instanceof HttpError ? error.field : undefined;
      return reply.code(status).send(field ? { error: message, field } : { error: message });
    });
  },
  { name: 'meridian-errors' },
);
