import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioContext } from '../context.js';
import { openRound, playInstantRound } from '../rounds/round-money.js';
import { requireGame } from '../sessions/session-view.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import { rouletteRoundViewSchema, rouletteSpinRequestSchema } from '../shared/client-api.js';
import { checkRouletteBets, settleRouletteBets } from './roulette-game.js';
import { assertEngine, assertStakeWithinLimits } from './stake-check.js';

/** `POST /api/sessions/:sid/roulette/spin`: European single zero, one spin per round. */
export function registerRouletteRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/sessions/:sid/roulette/spin',
    {
      schema: {
        params: sessionParams,
        body: rouletteSpinRequestSchema,
        response: { 200: rouletteRoundViewSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      const game = requireGame(ctx, session);
      assertEngine(game, 'roulette');
      const { bets } = request.body;
      assertStakeWithinLimits(game, session.currency, checkRouletteBets(bets));
      return ctx.locks.run(session.id, async () => {
        const decided = settleRouletteBets(bets, ctx.random);
        const round = openRound(session, {
          engine: game.engine,
          bet: decided.bet,
          win: decided.win,
          summary: decided.summary,
          outcome: decided.outcome,
        });
        return playInstantRound(ctx, session, round, (balance) => ({
          round_id: round.id,
          number: decided.number,
          color: decided.color,
          bet: decided.bet,
          win: decided.win,
          balance,
        }));
      });
    },
  );
}
