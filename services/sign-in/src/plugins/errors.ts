import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessage, type ErrorAnswer, type ErrorCode, type ErrorParams } from '@meridian/contract';
import { TeamError } from '../team/team-error';

/** A JSON refusal: its English words, its stable code (the contract's ERROR_CODES) and params. */
export function refusal(code: ErrorCode, params?: ErrorParams, message = errorMessage(code, params)): ErrorAnswer {
  return params ? { error: message, code, params } : { error: message, code };
}

const GENERIC_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** What an error thrown on the way (a parser's, a plugin's) carries as its code. */
export interface CodedError {
  refusalCode?: ErrorCode;
}

// Every JSON error has the shape { error: "<message>", code } (ErrorAnswer of @meridian/contract,
// as the API answers); 5xx details stay in the log.
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & CodedError, request, reply) => {
    if (error instanceof TeamError) return reply.code(error.status).send(refusal(error.code, error.params));
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(refusal('internal_error'));
    }
    return reply.code(status).send(refusal(error.refusalCode ?? GENERIC_CODES[status] ?? 'request_failed', undefined, error.message));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(refusal('not_found')));
}
