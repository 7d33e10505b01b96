import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioContext } from '../context.js';
import { openRound, playInstantRound } from '../rounds/round-money.js';
import { requireGame } from '../sessions/session-view.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import { slotRoundViewSchema, slotSpinRequestSchema } from '../shared/client-api.js';
import { decideSlotRound, requireSlotConfig } from './slot-game.js';
import { assertStakeWithinLimits } from './stake-check.js';

/** `POST /api/sessions/:sid/slot/spin`: the outcome is drawn first, then charged and paid. */
export function registerSlotRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/sessions/:sid/slot/spin',
    {
      schema: {
        params: sessionParams,
        body: slotSpinRequestSchema,
        response: { 200: slotRoundViewSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      const game = requireGame(ctx, session);
      const config = requireSlotConfig(game);
      const { bet } = request.body;
      assertStakeWithinLimits(game, session.currency, bet);
      return ctx.locks.run(session.id, async () => {
        const decided = decideSlotRound(config, bet, ctx.random);
        const round = openRound(session, {
          engine: game.engine,
          bet,
          win: decided.win,
          summary: decided.summary,
          outcome: decided.outcome,
        });
        return playInstantRound(ctx, session, round, (balance) => ({
          round_id: round.id,
          bet,
          win: decided.win,
          balance,
          spins: decided.spins,
        }));
      });
    },
  );
}
