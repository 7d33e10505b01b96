import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioContext } from '../context.js';
import { playFreeSpin } from '../freespins/freespin-round.js';
import { StudioError } from '../lib/studio-error.js';
import { openRound, playInstantRound } from '../rounds/round-money.js';
import { requireGame } from '../sessions/session-view.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import { slotRoundViewSchema, slotSpinRequestSchema } from '../shared/client-api.js';
import { decideSlotRound, requireSlotConfig } from './slot-game.js';
import { assertStakeWithinLimits } from './stake-check.js';

/**
 * `POST /api/sessions/:sid/slot/spin`: the outcome is drawn first, then charged and paid; with
 * `freespin_issue_id`, one of the casino's free spins at the issue's bet, staking nothing.
 */
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
      const { bet, freespin_issue_id: issueId } = request.body;
      if (issueId !== undefined) return playFreeSpin(ctx, session, game, config, issueId);
      if (bet === undefined) throw new StudioError('invalid_bet', 'Choose a bet');
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
