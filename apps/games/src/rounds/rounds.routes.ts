import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedRoundSchema } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { CasinoCallError } from '../lib/studio-error.js';
import { casinoSignature } from '../plugins/casino-signature.js';

export function registerRoundRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/rounds/:roundId',
    {
      preValidation: casinoSignature(ctx.env.STUDIO_SECRET),
      schema: {
        params: z.object({ roundId: z.string().min(1).max(100) }),
        response: { 200: storedRoundSchema },
      },
    },
    async (request) => {
      const round = ctx.store.rounds.get(request.params.roundId);
      if (!round) throw new CasinoCallError(404, 'not_found', 'No such round');
      return {
        round_id: round.id,
        game: round.game,
        engine: round.engine,
        mode: round.mode,
        currency: round.currency,
        ...(round.player_id ? { player_id: round.player_id } : {}),
        at: round.at,
        bet: round.bet,
        win: round.win,
        status: round.status,
        summary: round.summary,
        outcome: round.outcome,
        view: round.view,
        wallet_actions: round.actions,
      };
    },
  );
}
