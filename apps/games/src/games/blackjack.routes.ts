import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioContext } from '../context.js';
import { requireGame } from '../sessions/session-view.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import {
  blackjackActionRequestSchema,
  blackjackDealRequestSchema,
  blackjackRoundViewSchema,
} from '../shared/client-api.js';
import { actOnBlackjack, dealBlackjack } from './blackjack-game.js';
import { assertEngine, assertStakeWithinLimits } from './stake-check.js';

/** `POST /api/sessions/:sid/blackjack/deal` and `/blackjack/:roundId/action`. */
export function registerBlackjackRoutes(app: FastifyInstance, ctx: StudioContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/sessions/:sid/blackjack/deal',
    {
      schema: {
        params: sessionParams,
        body: blackjackDealRequestSchema,
        response: { 200: blackjackRoundViewSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      const game = requireGame(ctx, session);
      assertEngine(game, 'blackjack');
      assertStakeWithinLimits(game, session.currency, request.body.bet);
      return ctx.locks.run(session.id, () => dealBlackjack(ctx, session, request.body.bet));
    },
  );
  routes.post(
    '/api/sessions/:sid/blackjack/:roundId/action',
    {
      schema: {
        params: sessionParams.extend({ roundId: sessionParams.shape.sid }),
        body: blackjackActionRequestSchema,
        response: { 200: blackjackRoundViewSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      assertEngine(requireGame(ctx, session), 'blackjack');
      return ctx.locks.run(session.id, () =>
        actOnBlackjack(ctx, session, request.params.roundId, request.body.action),
      );
    },
  );
}
