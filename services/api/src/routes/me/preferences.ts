import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserPreferences } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { userPreferencesRepository } from '../../repositories/user-preferences';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

/** A preferences body is a few dozen bytes; anything near this is not one. */
const PREFERENCES_BODY_LIMIT = 1024;

/**
 * The body exactly as sent, before the schema's coercions: Ajv would drop an unknown field
 * (removeAdditional) and unwrap `["de"]` into 'de' (coerceTypes: 'array'), where a client that
 * sends either has a bug it should hear about.
 */
async function exactBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return; // the schema refuses it
  const unknown = Object.keys(body).find((key) => key !== 'language');
  if (unknown !== undefined) throw badRequest('field_unknown', { field: unknown, params: { field: unknown } });
  const language = (body as { language?: unknown }).language;
  if (language !== undefined && language !== null && typeof language !== 'string') {
    throw badRequest('validation_failed', { field: 'language', params: { field: 'language' }, message: 'language must be a string or null' });
  }
}

/** The caller's own preferences (docs/PRODUCT.md: the language chosen in Settings, kept per member). */
export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = (request: FastifyRequest) => userPreferencesRepository(request.scope, request.user.id);

  app.get(
    '/me/preferences',
    {
      config: { role: 'readonly' },
      schema: {
        tags: ['session'],
        operationId: 'getUserPreferences',
        summary: "The caller's own preferences (language: null until they choose one)",
        response: { 200: UserPreferences, ...errorResponses() },
      },
    },
    async (request) => repository(request).get(),
  );

  app.put(
    '/me/preferences',
    {
      config: { role: 'readonly' },
      bodyLimit: PREFERENCES_BODY_LIMIT,
      preValidation: exactBody,
      schemaErrorFormatter: bodyFieldError('Invalid preferences'),
      schema: {
        tags: ['session'],
        operationId: 'updateUserPreferences',
        summary: "Replace the caller's own preferences",
        body: UserPreferences,
        response: { 200: UserPreferences, ...errorResponses(413) },
      },
    },
    async (request) => repository(request).put({ language: request.body.language }),
  );
};
