import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarFeed, CalendarTokenParams } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { feedIcs } from '../../calendar/feed-ics';
import { newFeedSecret, feedSecretHash, secretOfToken } from '../../calendar/feed-secret';
import { notFound } from '../../errors';
import { icsFile } from '../../http/raw-answers';
import { calendarFeedsRepository } from '../../repositories/calendar-feeds';
import { userPreferencesRepository } from '../../repositories/user-preferences';
import { errorResponses, errorRef } from '../route-options';

const tags = ['calendar'];
const feedNotFound = () => notFound('calendar_feed_not_found');

/**
 * The caller's private calendar feed (every role), and the feed itself: a public URL whose last
 * segment is the secret (no token: calendar apps send none). The API keeps the secret's sha256
 * only; a new POST replaces it (the old URL stops), DELETE turns the feed off. Anything that is not
 * a live feed's secret, however odd (too long, not base64url, a path), is the same 404.
 */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = (request: FastifyRequest) => calendarFeedsRepository(request.scope, request.user.id);

  app.get(
    '/me/calendar',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: "Whether the caller's calendar feed is on, and since when (its URL is shown only when made)",
        response: { 200: CalendarFeed, ...errorResponses() },
      },
    },
    async (request) => repository(request).get(),
  );

  app.post(
    '/me/calendar',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'renewCalendarFeed',
        summary: "Make a new secret URL for the caller's calendar feed; the one before stops working",
        response: { 201: CalendarFeed, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const secret = newFeedSecret();
      const { created_at } = await repository(request).renew(feedSecretHash(secret));
      return reply.code(201).send({ enabled: true, created_at, url: app.calendarFeeds.urlOf(secret) });
    },
  );

  app.delete(
    '/me/calendar',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'deleteCalendarFeed',
        summary: "Turn the caller's calendar feed off: its URL stops working",
        response: { 204: { type: 'null', description: 'Turned off' }, ...errorResponses() },
      },
    },
    async (request, reply) => {
      await repository(request).remove();
      return reply.code(204).send();
    },
  );

  app.get(
    '/calendar/:token',
    {
      // No token (the secret is the key); rate-limited per address like any request without one.
      config: { public: true },
      // A token the schema refuses (too long) is as unknown as any other: the handler answers 404.
      attachValidation: true,
      schema: {
        tags,
        operationId: 'getCalendarFeedFile',
        summary: "A member's activities as iCalendar: open ones and those done in the last 90 days (the URL is the secret)",
        security: [],
        params: CalendarTokenParams,
        response: { 200: icsFile, 400: errorRef, 404: errorRef, 429: errorRef },
      },
    },
    async (request, reply) => {
      const secret = request.validationError ? undefined : secretOfToken(request.params.token);
      const feed = secret === undefined ? undefined : await app.calendarFeeds.open(secret);
      if (!feed) throw feedNotFound();
      const { language } = await userPreferencesRepository(feed.scope, feed.userId).get();
      const activities = await calendarFeedsRepository(feed.scope, feed.userId).activities(new Date());
      const ics = feedIcs(activities, language ?? 'en', { appUrl: app.calendarFeeds.appUrl, uidHost: app.calendarFeeds.uidHost });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=0, must-revalidate')
        .header('Content-Disposition', 'inline; filename="meridian.ics"')
        .send(ics);
    },
  );
};
