import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countriesResponseSchema,
  cryptoExchangeRatesResponseSchema,
  currenciesResponseSchema,
  infoLocaleQuerySchema,
  localesQuerySchema,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectResponseSchema,
  statusesResponseSchema,
} from '@croupier/contracts/info';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { setCacheHeaders } from '../brand/http-cache.js';
import { geoContext } from '../geo/geo.service.js';
import {
  cryptoExchangeRates,
  describeProject,
  listCountries,
  listCurrencies,
  listLocales,
  listStatuses,
  playerFields,
} from './info.service.js';
import { requestContextOf } from '../../lib/request-context.js';

/** `GET /api/info/*` (platform-core.md §7 Info; EP-046..EP-052). Guest-readable (API-013). */
export async function infoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brand = () => brandService(app.deps).get();
  const tags = ['info'];
  // Load the brand before the first request, so the CSRF guard knows the mirror hosts.
  app.addHook('onReady', async () => {
    await brand();
  });

  api.get(
    '/api/info/countries',
    { schema: { tags, response: { 200: countriesResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: 300 });
      return listCountries((await brand()).config);
    },
  );

  api.get(
    '/api/info/currencies',
    { schema: { tags, response: { 200: currenciesResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: 300 });
      return listCurrencies((await brand()).config);
    },
  );

  api.get(
    '/api/info/locales',
    { schema: { tags, querystring: localesQuerySchema, response: { 200: localesResponseSchema } } },
    async (request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: 60, vary: ['Host'] });
      return listLocales((await brand()).config, requestContextOf(request).hostname);
    },
  );

  api.get(
    '/api/info/project',
    {
      schema: {
        tags,
        querystring: infoLocaleQuerySchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (request, reply) => {
      const { config } = await brand();
      const hostname = requestContextOf(request).hostname;
      const locale = negotiateLocale(
        config,
        hostname,
        request.query.locale,
        request.headers['accept-language'],
      );
      const geo = await geoContext(app.deps, requestContextOf(request));
      // Carries the visitor's country and restriction: never in a shared cache.
      setCacheHeaders(reply, { scope: 'private', maxAge: 60, vary: ['Host', 'Accept-Language'] });
      return describeProject(config, hostname, geo, locale, app.deps.clock.now().getUTCFullYear());
    },
  );

  api.get(
    '/api/info/player_fields',
    { schema: { tags, response: { 200: playerFieldsResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: 300 });
      return playerFields((await brand()).config);
    },
  );

  api.get(
    '/api/info/statuses',
    {
      schema: {
        tags,
        querystring: infoLocaleQuerySchema,
        response: { 200: statusesResponseSchema },
      },
    },
    async (request, reply) => {
      const { config } = await brand();
      const locale = negotiateLocale(
        config,
        requestContextOf(request).hostname,
        request.query.locale,
        request.headers['accept-language'],
      );
      setCacheHeaders(reply, { scope: 'public', maxAge: 300, vary: ['Host', 'Accept-Language'] });
      return listStatuses(config, locale);
    },
  );

  api.get(
    '/api/info/crypto_exchange_rates',
    { schema: { tags, response: { 200: cryptoExchangeRatesResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: 60 });
      return cryptoExchangeRates(app.deps);
    },
  );
}
