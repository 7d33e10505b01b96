import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chanceDrawRequestSchema,
  chanceDrawResultSchema,
  chanceStateSchema,
  chanceTableSchema,
  lootboxActivationSchema,
  lootboxIdParamsSchema,
  lootboxListSchema,
  wheelSpinRequestSchema,
  wheelSpinResultSchema,
  wheelStateSchema,
} from '@croupier/contracts/lootboxes';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { chanceState, enterChance, publicChanceTable } from './chance.service.js';
import { lootboxesFixtureRoutes } from './lootboxes-fixture.routes.js';
import {
  activateLootbox,
  claimBoxGifts,
  listLootboxes,
  presentLootbox,
} from './lootboxes.service.js';
import { spinWheel, wheelState } from './wheel.service.js';

const tags = ['lootboxes'];

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** LB-002's "today" is the player's: the site sends its time zone (default UTC). */
const listQuerySchema = z.object({
  time_zone: z.string().max(64).refine(isTimeZone, { message: 'unknown time zone' }).optional(),
});

/**
 * Lootboxes, the wheel and Rocket Chance (engagement.md §7; LB-003, LB-004, LB-012, RT-035;
 * docs/api.md "Lootboxes, wheel and chance"). Everything needs a signed-in player (401);
 * another player's id is a 404; a box, spin or entry used once is a 422 `already_…`.
 */
export async function lootboxesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  if (deps.env.ENABLE_TEST_API) await app.register(lootboxesFixtureRoutes);

  api.get(
    '/api/player/lootboxes',
    {
      schema: {
        tags,
        summary: 'The player’s lootboxes: issued ones and those opened today (LB-002, LB-003)',
        querystring: listQuerySchema,
        response: { 200: lootboxListSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const now = deps.clock.now();
      await claimBoxGifts(deps, { playerId, now });
      const lootboxes = await listLootboxes(
        deps.database.db,
        playerId,
        request.query.time_zone ?? 'UTC',
        now,
      );
      return reply.header('cache-control', 'no-store').send({ lootboxes });
    },
  );

  api.post(
    '/api/player/lootboxes/:id/activation',
    {
      schema: {
        tags,
        summary: 'Open a lootbox: the server draws its prize and issues the gift (LB-004)',
        params: lootboxIdParamsSchema,
        response: { 200: lootboxActivationSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const now = deps.clock.now();
      const opened = await deps.database.db.transaction((tx) =>
        activateLootbox(tx, deps, { playerId, lootboxId: request.params.id, now }),
      );
      if (opened.expired) throw AppError.invalid({ lootbox: ['expired'] });
      return reply
        .header('cache-control', 'no-store')
        .send({ lootbox: presentLootbox(opened.lootbox, now), gift: opened.gift });
    },
  );

  api.get(
    '/api/player/wheel',
    {
      schema: {
        tags,
        summary: 'The player’s wheel: segment set with published chances, and spins held',
        response: { 200: wheelStateSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const state = await wheelState(deps.database.db, deps, playerId, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(state);
    },
  );

  api.post(
    '/api/player/wheel/spins',
    {
      schema: {
        tags,
        summary: 'Spin the wheel with a wheel gift: the drawn segment and its prize gift (LB-012)',
        body: wheelSpinRequestSchema,
        response: { 200: wheelSpinResultSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const now = deps.clock.now();
      const result = await deps.database.db.transaction((tx) =>
        spinWheel(tx, deps, { playerId, giftId: request.body.gift_id, now }),
      );
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  api.get(
    '/api/chance',
    {
      schema: {
        tags,
        summary: 'Rocket Chance’s published prize table, for anyone (default currency EUR)',
        querystring: z.object({
          currency: z
            .string()
            .regex(/^[A-Z]{3,4}$/)
            .optional(),
        }),
        response: { 200: chanceTableSchema },
      },
    },
    async (request, reply) => {
      const table = await publicChanceTable(deps.database.db, request.query.currency ?? 'EUR');
      return reply.header('cache-control', 'no-store').send(table);
    },
  );

  api.get(
    '/api/player/chance',
    {
      schema: {
        tags,
        summary: 'Rocket Chance: the prize table with published chances, and entries held',
        response: { 200: chanceStateSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const state = await chanceState(deps.database.db, playerId, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(state);
    },
  );

  api.post(
    '/api/player/chance/draws',
    {
      schema: {
        tags,
        summary: 'Enter Rocket Chance with a chance gift: the drawn prize and its gift',
        body: chanceDrawRequestSchema,
        response: { 200: chanceDrawResultSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const now = deps.clock.now();
      const result = await deps.database.db.transaction((tx) =>
        enterChance(tx, deps, { playerId, giftId: request.body.gift_id, now }),
      );
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
