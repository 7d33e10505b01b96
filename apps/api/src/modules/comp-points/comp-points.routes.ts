import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  compPointRateTypeSchema,
  compPointRatesResponseSchema,
  compPointsBalanceSchema,
  earningRatesResponseSchema,
  exchangeAnswerSchema,
  exchangeRefusalSchema,
  IDEMPOTENCY_KEY_HEADER,
  lotteryExchangeSchema,
  pointsExchangeSchema,
  redeemableRewardsResponseSchema,
} from '@croupier/contracts/comp-points';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requestContextOf } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { fieldNameOf } from '../../plugins/error-handler.js';
import { presentBalances } from './accrual.service.js';
import { compPointsFixtureRoutes } from './comp-points-fixture.routes.js';
import { findBalances, findExchangingPlayer, listEarningRates } from './comp-points.repository.js';
import { exchangeForTickets, exchangePoints, ExchangeRefused } from './exchange.service.js';
import { ratesFor, redeemableRewards } from './rates.service.js';

const tags = ['comp-points'];

const currencyQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3,4}$/)
    .optional(),
});
// Money's rates have a route of their own (below); every other type shares `rates/:type`.
const rateTypeParamsSchema = z.object({ type: compPointRateTypeSchema.exclude(['money']) });
const exchangeTypeParamsSchema = z.object({ type: compPointRateTypeSchema });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** CP-007: `{exchange:{…}}` or the bare body; field errors named without the envelope. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const inner =
    body && typeof body === 'object' && 'exchange' in body
      ? (body as { exchange: unknown }).exchange
      : body;
  const parsed = schema.safeParse(inner ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = fieldNameOf(issue.path.filter((part) => typeof part !== 'symbol'));
    (errors[path] ??= []).push(issue.message);
  }
  throw AppError.invalid(errors);
}

/**
 * Comp points over HTTP (engagement.md §7; EP-025, EP-100..EP-104; docs/api.md "Comp points"):
 * the balance (401 for guests), the rates and the mart's cards (guests too, in `?currency=` or
 * EUR), and the exchanges (401 for guests; 422 with the refusal's code and figures).
 */
export async function compPointsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  if (deps.env.ENABLE_TEST_API) await app.register(compPointsFixtureRoutes);

  const localeOf = async (request: FastifyRequest) => {
    const { config } = await brandService(deps).get();
    const hostname = requestContextOf(request).hostname;
    return negotiateLocale(config, hostname, undefined, request.headers['accept-language']);
  };

  /** The player's active currency, or for a guest the asked one (else the brand's default). */
  const currencyOf = async (request: FastifyRequest, asked: string | undefined) => {
    const auth = await app.auth.optional(request);
    if (auth) {
      const player = await findExchangingPlayer(deps.database.db, auth.playerId);
      if (player) return { playerId: auth.playerId, currency: player.currency };
    }
    const { config } = await brandService(deps).get();
    return { playerId: null, currency: asked ?? config.defaultCurrency };
  };

  api.get(
    '/api/player/comp_points',
    {
      schema: {
        tags,
        summary: 'The player’s comp points: chargeable (spendable) and persistent (levels)',
        response: { 200: compPointsBalanceSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const balances = await findBalances(deps.database.db, playerId);
      return reply.header('cache-control', 'no-store').send(presentBalances(balances));
    },
  );

  api.get(
    '/api/comp_points/rates/earning',
    {
      schema: {
        tags,
        summary: 'How bets earn points per currency (others earn by EUR at the EUR rate)',
        response: { 200: earningRatesResponseSchema },
      },
    },
    async (_request, reply) => {
      const rates = await listEarningRates(deps.database.db);
      return reply.send(
        [...rates.values()].map((rate) => ({
          currency: rate.currency,
          amount_cents: rate.amountCents,
          points: rate.points,
        })),
      );
    },
  );

  api.get(
    '/api/comp_points/rates/money',
    {
      schema: {
        tags,
        summary: 'Money the mart sells for points, in the player’s currency',
        querystring: currencyQuerySchema,
        response: { 200: compPointRatesResponseSchema },
      },
    },
    async (request, reply) => {
      const { currency } = await currencyOf(request, request.query.currency);
      const rates = await ratesFor(
        deps,
        deps.database.db,
        { type: 'money', currency },
        await localeOf(request),
      );
      return reply.header('cache-control', 'no-store').send(rates.map(({ rate }) => rate));
    },
  );

  api.get(
    '/api/comp_points/rates/:type',
    {
      schema: {
        tags,
        summary: 'Free spins, lootboxes, lottery tickets or Rocket Chance entries the mart sells',
        params: rateTypeParamsSchema,
        querystring: currencyQuerySchema,
        response: { 200: compPointRatesResponseSchema },
      },
    },
    async (request, reply) => {
      const { currency } = await currencyOf(request, request.query.currency);
      const rates = await ratesFor(
        deps,
        deps.database.db,
        { type: request.params.type, currency },
        await localeOf(request),
      );
      return reply.header('cache-control', 'no-store').send(rates.map(({ rate }) => rate));
    },
  );

  api.get(
    '/api/comp_points/rewards',
    {
      schema: {
        tags,
        summary: 'The mart’s cards with their prices now (CP-027), sale prices included',
        querystring: currencyQuerySchema,
        response: { 200: redeemableRewardsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId, currency } = await currencyOf(request, request.query.currency);
      const chargeable =
        playerId === null
          ? null
          : Math.max(0, (await findBalances(deps.database.db, playerId)).chargeable);
      const rewards = await redeemableRewards(deps, {
        currency,
        chargeable,
        locale: await localeOf(request),
        now: deps.clock.now(),
      });
      return reply.header('cache-control', 'no-store').send(rewards);
    },
  );

  const refused = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ExchangeRefused)) throw error;
    return reply.status(422).send(error.body);
  };

  api.post(
    '/api/comp_points/exchange/:type',
    {
      schema: {
        tags,
        summary:
          'Exchange points for money, free spins, a lootbox, lottery tickets or Rocket Chance entries (Idempotency-Key header)',
        params: exchangeTypeParamsSchema,
        body: z.unknown(),
        response: { 200: exchangeAnswerSchema, 422: exchangeRefusalSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const { type } = request.params;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = typeof header === 'string' ? header : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
        throw AppError.invalid({
          'idempotency-key': ['8 to 128 letters, digits or . _ : -'],
        });
      }
      reply.header('cache-control', 'no-store');
      if (type === 'lotteries') {
        const tickets = parseBody(lotteryExchangeSchema, request.body);
        try {
          const answer = await exchangeForTickets(deps, {
            playerId,
            request: tickets,
            idempotencyKey: key,
            locale: await localeOf(request),
          });
          return reply.send(answer);
        } catch (error) {
          return refused(reply, error);
        }
      }
      const exchange = parseBody(pointsExchangeSchema, request.body);
      try {
        const answer = await exchangePoints(deps, {
          playerId,
          type,
          request: exchange,
          idempotencyKey: key,
          locale: await localeOf(request),
        });
        return reply.send(answer);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
}
