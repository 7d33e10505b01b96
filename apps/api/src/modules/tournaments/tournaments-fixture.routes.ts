import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tournamentEntrySchema } from '@croupier/contracts/tournaments';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { closeTournament, scheduleClose } from './close.task.js';
import { endTournamentAt } from './tournaments-fixture.repository.js';
import { tournamentSpecSchema } from './tournaments.model.js';
import { insertTournament } from './tournaments.repository.js';

const HOUR = 3_600_000;

/**
 * The e2e tests' tournaments (registered only with ENABLE_TEST_API):
 * - `POST /__test/tournaments`: a running bet-sum tournament of its own identifier, open to
 *   everyone, every game counting, whose first place pays `prize_cents` cash in any currency;
 * - `POST /__test/tournaments/{id}/close`: the item ends now and its close runs at once, as the
 *   `tournament-close` task runs it at `end_at` (the leaderboard frozen, prizes paid once).
 */
export async function tournamentsFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = deps.database.db;
  api.post(
    '/__test/tournaments',
    {
      schema: {
        hide: true,
        body: z.object({
          frontend_identifier: z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
          title: z.string().min(1).max(120),
          entry: tournamentEntrySchema,
          prize_cents: z.number().int().positive().max(1_000_000),
        }),
        response: { 200: z.object({ id: z.number().int().positive() }) },
      },
    },
    async (request) => {
      const body = request.body;
      const now = deps.clock.now();
      const amountCents = Object.fromEntries(
        ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK', 'BRL', 'JPY'].map((code) => [
          code,
          code === 'JPY' ? Math.round(body.prize_cents * 1.6) : body.prize_cents,
        ]),
      );
      const spec = tournamentSpecSchema.parse({
        frontendIdentifier: body.frontend_identifier,
        title: body.title,
        description: 'Every euro staked on any game is a point.',
        type: 'tournament',
        currency: 'EUR',
        startAt: new Date(now.getTime() - 60_000),
        endAt: new Date(now.getTime() + HOUR),
        scoring: 'bet_sum',
        entry: body.entry,
        prizes: [
          { fromPlace: 1, toPlace: 1, prize: { kind: 'money', title: 'Cash', amountCents } },
        ],
      });
      const row = await insertTournament(db, spec);
      if (!row) throw AppError.invalid({ frontend_identifier: ['taken'] });
      await scheduleClose(db, deps, row);
      return { id: row.id };
    },
  );
  api.post(
    '/__test/tournaments/:id/close',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ result: z.string() }) },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      const result = await db.transaction(async (tx) => {
        if (!(await endTournamentAt(tx, request.params.id, now))) {
          throw AppError.notFound('No such tournament');
        }
        return closeTournament(tx, deps, request.log, request.params.id, now);
      });
      return { result };
    },
  );
}
