import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealBaccarat, settleBaccarat } from '@croupier/game-math/baccarat';
import type { StudioContext } from '../context.js';
import { openRound, playInstantRound } from '../rounds/round-money.js';
import { requireGame } from '../sessions/session-view.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import { baccaratDealRequestSchema, baccaratRoundViewSchema } from '../shared/client-api.js';
import { assertEngine, assertStakeWithinLimits } from './stake-check.js';

const SIDE_NAMES = { player: 'Player', banker: 'Banker', tie: 'Tie' } as const;

/** `POST /api/sessions/:sid/baccarat/deal`: punto banco, one coup per round. */
export function registerBaccaratRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/sessions/:sid/baccarat/deal',
    {
      schema: {
        params: sessionParams,
        body: baccaratDealRequestSchema,
        response: { 200: baccaratRoundViewSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      const game = requireGame(ctx, session);
      assertEngine(game, 'baccarat');
      const { bets } = request.body;
      const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
      assertStakeWithinLimits(game, session.currency, stake);
      return ctx.locks.run(session.id, async () => {
        const coup = dealBaccarat(ctx.random);
        const settlement = settleBaccarat(bets, coup);
        const summary =
          coup.winner === 'tie'
            ? `Tie ${coup.playerTotal} – ${coup.bankerTotal}`
            : `${SIDE_NAMES[coup.winner]} ${Math.max(coup.playerTotal, coup.bankerTotal)} – ${Math.min(coup.playerTotal, coup.bankerTotal)}`;
        const round = openRound(session, {
          engine: game.engine,
          bet: settlement.bet,
          win: settlement.win,
          summary,
          outcome: { coup, bets, payouts: settlement.payouts },
        });
        return playInstantRound(ctx, session, round, (balance) => ({
          round_id: round.id,
          player: coup.player,
          banker: coup.banker,
          player_total: coup.playerTotal,
          banker_total: coup.bankerTotal,
          winner: coup.winner,
          bet: settlement.bet,
          win: settlement.win,
          balance,
        }));
      });
    },
  );
}
