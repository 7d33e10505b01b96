import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  playerAccountsQuerySchema,
  playerAccountsResponseSchema,
  playerStatsSchema,
  selectAccountRequestSchema,
} from '@croupier/contracts/player';
import { listAccounts, playerStats, selectAccount } from './accounts.service.js';

const tags = ['player'];

/**
 * The player's wallets with their ledger balances (PR-017..PR-019) and money statistics
 * (PR-012). Every answer is the player's own, so none may be cached by a shared cache.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.get(
    '/api/player/stats',
    {
      schema: {
        tags,
        summary: 'Deposit, cash-out and bet totals in minor units',
        response: { 200: playerStatsSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await playerStats(deps, playerId));
    },
  );

  api.get(
    '/api/player/accounts',
    {
      schema: {
        tags,
        summary: 'Wallets per currency; exactly one is active',
        querystring: playerAccountsQuerySchema,
        response: { 200: playerAccountsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await listAccounts(deps, playerId));
    },
  );

  api.post(
    '/api/player/accounts',
    {
      schema: {
        tags,
        summary: 'Select (or open) the wallet in a currency the brand offers',
        body: selectAccountRequestSchema,
        response: { 200: playerAccountsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const accounts = await selectAccount(deps, playerId, request.body.currency);
      return reply.header('cache-control', 'no-store').send(accounts);
    },
  );
}
