import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTimeZone, NOTIFICATION_CHANNELS, UserPreferences, UserPreferencesChange } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { userPreferencesRepository } from '../../repositories/user-preferences';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

/** A preferences body is a few dozen bytes; anything near this is not one. */
const PREFERENCES_BODY_LIMIT = 1024;

const FIELDS = Object.keys(UserPreferences.properties);
const TEXT_FIELDS = ['language', 'timezone', 'date_format', 'time_format'];

const refuse = (field: string, message: string) => badRequest('validation_failed', { field, params: { field }, message });

/**
 * The body exactly as sent, before the schema's coercions: Ajv would drop an unknown field
 * (removeAdditional), unwrap `["de"]` into 'de' (coerceTypes: 'array') and read "true" as true,
 * where a client that sends either has a bug it should hear about.
 */
async function exactBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return; // the schema refuses it
  const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw badRequest('field_unknown', { field: unknown, params: { field: unknown } });
  const fields = body as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && typeof value !== 'string') throw refuse(field, `${field} must be a string or null`);
  }
  const notifications = fields.notifications;
  if (notifications === undefined) return;
  if (notifications === null || typeof notifications !== 'object' || Array.isArray(notifications))
    throw refuse('notifications', 'notifications must be an object');
  const channel = Object.keys(notifications).find((key) => !(NOTIFICATION_CHANNELS as readonly string[]).includes(key));
  if (channel !== undefined) throw badRequest('field_unknown', { field: channel, params: { field: channel } });
  for (const [key, value] of Object.entries(notifications)) {
    if (typeof value !== 'boolean') throw refuse(key, `${key} must be true or false`);
  }
}

/** After the schema: a zone name must be one Intl knows. */
async function knownZone(request: FastifyRequest): Promise<void> {
  const { timezone } = request.body as UserPreferencesChange;
  if (timezone !== undefined && timezone !== null && !isTimeZone(timezone)) throw badRequest('timezone_invalid', { field: 'timezone' });
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
        summary: "The caller's own preferences (each null, or the default notifications, until they choose)",
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
      preHandler: knownZone,
      schemaErrorFormatter: bodyFieldError('Invalid preferences'),
      schema: {
        tags: ['session'],
        operationId: 'updateUserPreferences',
        summary: "Change the caller's own preferences (only the fields sent); answers them whole",
        body: UserPreferencesChange,
        response: { 200: UserPreferences, ...errorResponses(413) },
      },
    },
    async (request) => repository(request).put(request.body),
  );
};
