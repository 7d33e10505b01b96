import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jackpotContributionsQuerySchema,
  jackpotContributionsResponseSchema,
  jackpotsQuerySchema,
  jackpotsResponseSchema,
  jackpotWinsQuerySchema,
  jackpotWinsResponseSchema,
} from '@croupier/contracts/jackpots';
import { requestContextOf } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { jackpotCurrency } from '../games/jackpots.js';
import { jackpotWinners, listJackpots, playerContributions } from './jackpots.service.js';

const tags = ['jackpots'];

/**
 * Jackpots (engagement.md §3, §7; JP-001..JP-006, JP-013; docs/api.md "Jackpots"): the pools,
 * the winners lists and the player's own contributions. The pools and winners are public.
 */
export async function jackpotsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const readerCurrency = async (
    request: Parameters<typeof requestContextOf>[0],
    asked?: string,
  ) => {
    if (asked !== undefined) {
      const { config } = await brandService(deps).get();
      const found = config.currencies.find((entry) => entry.code === asked && !entry.demo);
      if (!found) throw AppError.invalid({ currency: ['is not a currency of the brand'] });
      return found;
    }
    return jackpotCurrency(deps, requestContextOf(request), await app.auth.optional(request));
  };

  api.get(
    '/api/jackpots',
    {
      schema: {
        tags,
        summary:
          "The jackpots with their levels in the reader's currency (the player's, a guest's country's, or `currency`) and their totals per currency (JP-001, JP-003)",
        querystring: jackpotsQuerySchema,
        response: { 200: jackpotsResponseSchema },
      },
    },
    async (request, reply) => {
      const currency = await readerCurrency(request, request.query.currency);
      reply.header('cache-control', 'no-store');
      return listJackpots(deps, currency?.code ?? 'EUR');
    },
  );

  api.get(
    '/api/jackpot_wins',
    {
      schema: {
        tags,
        summary:
          'Jackpot winners, the biggest (by EUR value) or the latest, 5 by default, names masked (JP-004..JP-006)',
        querystring: jackpotWinsQuerySchema,
        response: { 200: jackpotWinsResponseSchema },
      },
    },
    async (request, reply) => {
      const currency = await readerCurrency(request);
      reply.header('cache-control', 'no-store');
      return jackpotWinners(deps, {
        sort: request.query.sort,
        limit: request.query.limit,
        jackpot: request.query.jackpot,
        currency,
      });
    },
  );

  api.get(
    '/api/player/jackpot_contributions',
    {
      schema: {
        tags,
        summary: "The player's bets' contributions to jackpot pools, newest first",
        querystring: jackpotContributionsQuerySchema,
        response: { 200: jackpotContributionsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      reply.header('cache-control', 'no-store');
      return playerContributions(deps, {
        playerId,
        limit: request.query.limit,
        beforeId: request.query.before_id,
      });
    },
  );
}
