import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameEngineSchema } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { CasinoCallError } from '../lib/studio-error.js';
import { casinoSignature } from '../plugins/casino-signature.js';

/**
 * `GET /rounds/:roundId` answers this: the round exactly as it was decided and shown (GF-03),
 * so the casino or an operator can re-render it and settle a dispute.
 */
export const storedRoundSchema = z.object({
  round_id: z.string(),
  game: z.string(),
  engine: gameEngineSchema,
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  player_id: z.string().optional(),
  at: z.iso.datetime(),
  bet: z.number().int().nonnegative(),
  win: z.number().int().nonnegative(),
  status: z.enum(['open', 'settled', 'void']),
  summary: z.string(),
  /** The engine's own result: reel stops and grids, the number, the cards. */
  outcome: z.unknown(),
  /** The answer the game client was given (null while the round runs). */
  view: z.unknown(),
  /** The wallet action ids of the round, in the order they were sent. */
  wallet_actions: z.array(z.string()),
});

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
