import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adventureStateSchema,
  adventureTimeZoneRequestSchema,
} from '@croupier/contracts/adventures';
import { isKnownTimeZone } from '@croupier/domain/adventures/local-dates';
import { AppError } from '../../lib/app-error.js';
import { saveTimeZone } from './adventures.repository.js';
import { adventureState } from './adventures.service.js';

const tags = ['adventures'];

/**
 * The player's adventure calendar (VIP-017..VIP-028; docs/api.md "Adventures"). Both calls need
 * a signed-in player (401); a brand without an adventure set answers 404.
 */
export async function adventuresRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const answerState = async (playerId: number) => {
    const state = await adventureState(deps.database.db, deps, playerId, deps.clock.now());
    if (!state) throw AppError.notFound('No adventure');
    return state;
  };

  api.get(
    '/api/player/adventures',
    {
      schema: {
        tags,
        summary: 'The player’s adventure calendar: its days, their states, prizes and timers',
        response: { 200: adventureStateSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await answerState(playerId));
    },
  );

  api.put(
    '/api/player/adventures/time_zone',
    {
      schema: {
        tags,
        summary:
          'Records the IANA time zone of the player’s browser ("today" is the player’s date there) and answers the calendar',
        body: adventureTimeZoneRequestSchema,
        response: { 200: adventureStateSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const timeZone = request.body.time_zone.trim();
      if (!isKnownTimeZone(timeZone)) throw AppError.invalid({ time_zone: ['invalid'] });
      await saveTimeZone(deps.database.db, playerId, timeZone, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(await answerState(playerId));
    },
  );
}
