import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema } from '@croupier/contracts/player';
import { setBonusCodeRequestSchema } from '@croupier/contracts/payments';
import { clearBonusCode, setBonusCode } from './bonus-code.service.js';

const tags = ['player'];

/**
 * `PATCH /api/player/set_bonus_code` and `DELETE /api/player/clear_bonus_code` (PR-038). Both
 * answer the player, whose `deposit_bonus_code` is the stored code (so a reader of
 * `{deposit_bonus_code}` alone, `bonusCodeResponseSchema`, reads the same answer).
 */
export async function bonusCodeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.patch(
    '/api/player/set_bonus_code',
    {
      schema: {
        tags,
        summary: 'Store a deposit bonus code the brand offers (else 422)',
        body: setBonusCodeRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const player = await setBonusCode(deps, playerId, request.body.deposit_bonus_code);
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.delete(
    '/api/player/clear_bonus_code',
    {
      schema: {
        tags,
        summary: 'Forget the stored deposit bonus code',
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await clearBonusCode(deps, playerId));
    },
  );
}
