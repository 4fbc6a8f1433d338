import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExchangeRateChange,
  NoContent,
  ExchangeRateDeleteQuery,
  ExchangeRateParams,
  ExchangeRatesAnswer,
  formatRate,
  isCurrencyCode,
  parseRate,
  RATE_MAX_DECIMALS,
  RATE_MAX_INTEGER_DIGITS,
} from '@meridian/contract';
import { badRequest, notFound } from '../../errors';
import { callerToday } from '../../http/filter-clock';
import { exchangeRatesRepository } from '../../repositories/exchange-rates';
import { organisationSettingsRepository } from '../../repositories/organisation-settings';
import { actorOf } from '../audit-actor';
import { bodyFieldError } from '../field-error';
import { errorResponses } from '../route-options';

const tags = ['organisation'];

/** A currency of the path that is no ISO code is a rate that cannot exist: 404, like an unknown id. */
function currencyOf(currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency) || !isCurrencyCode(currency)) throw notFound('exchange_rate_not_found');
  return currency;
}

/** The exchange rates an admin keeps: what the converted totals in the default currency use. */
export const exchangeRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisation/exchange-rates',
    {
      config: { role: 'readonly' },
      schema: {
        tags,
        operationId: 'listExchangeRates',
        summary: 'The exchange rates into the default currency, by currency, the newest date first; `in_use` marks the rate totals convert with today',
        response: { 200: ExchangeRatesAnswer, ...errorResponses() },
      },
    },
    async (request) => exchangeRatesRepository(request.scope).list(await callerToday(request)),
  );

  app.put(
    '/organisation/exchange-rates/:currency',
    {
      config: { role: 'admin' },
      schemaErrorFormatter: bodyFieldError('Invalid exchange rate'),
      schema: {
        tags,
        operationId: 'putExchangeRate',
        summary: "Set a currency's rate into the default currency from a date on (today when left out); the same date again replaces it",
        params: ExchangeRateParams,
        body: ExchangeRateChange,
        response: { 204: NoContent('Saved'), ...errorResponses(404, 413) },
      },
    },
    async (request, reply) => {
      const currency = currencyOf(request.params.currency);
      const [{ default_currency }, today] = await Promise.all([organisationSettingsRepository(request.scope).get(), callerToday(request)]);
      if (currency === default_currency) throw badRequest('rate_default_currency', { field: 'currency' });
      const parsed = parseRate(request.body.rate);
      if (!parsed.ok) {
        const digits = parsed.code === 'rate_decimals' ? RATE_MAX_DECIMALS : RATE_MAX_INTEGER_DIGITS;
        throw badRequest(parsed.code, { field: 'rate', ...(parsed.code !== 'rate_invalid' && { params: { digits } }) });
      }
      await exchangeRatesRepository(request.scope).put(currency, formatRate(parsed.scaled), request.body.valid_from ?? today, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/organisation/exchange-rates/:currency',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        operationId: 'deleteExchangeRate',
        summary: "Remove a currency's rate of one date (`valid_from`), or all its rates: its amounts then stay out of converted totals",
        params: ExchangeRateParams,
        querystring: ExchangeRateDeleteQuery,
        response: { 204: NoContent('Removed'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await exchangeRatesRepository(request.scope).remove(currencyOf(request.params.currency), request.query.valid_from, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
