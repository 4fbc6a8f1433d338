import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../errors';

/**
 * A schemaErrorFormatter naming the body field that was refused (`{ error, field }`), for a form
 * to show the error at it; a nested field is named by its own key ('deal.value' is 'value'). The
 * message itself is still the errors plugin's (from Ajv's errors).
 */
export function bodyFieldError(fallback: string) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const path = dataVar === 'body' ? (errors[0]?.instancePath.split('/').filter((s) => s && !/^\d+$/.test(s)) ?? []) : [];
    return badRequest('validation_failed', { message: fallback, field: path[path.length - 1] || undefined });
  };
}
