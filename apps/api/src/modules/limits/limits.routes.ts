import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmLimitRequestSchema,
  createLimitRequestSchema,
  limitIdParamsSchema,
  userLimitSchema,
  userLimitsResponseSchema,
} from '@croupier/contracts/limits';
import { perMinute } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { pushGameLimits } from './limits.push.js';
import { confirmLimit, limitsState, removeLimit, setLimit } from './limits.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['limits'];

/**
 * Responsible-gaming limits (platform-core.md §7 Limits; LM-001..LM-004). Every change is
 * pushed on the player's `game_limits` channel once committed (LM-007).
 */
export async function limitsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** After the commit: a failed push must not turn a made change into an error. */
  const pushAfterCommit = async (request: FastifyRequest, playerId: number) => {
    app.outbox.wake();
    await pushGameLimits(app, playerId).catch((error: unknown) => {
      request.log.warn({ err: error }, 'game_limits push failed');
    });
  };

  api.get(
    '/api/user_limits',
    {
      schema: {
        tags,
        summary: "The player's limits, with what the current window has used (LM-001, LM-008)",
        response: { 200: userLimitsResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const { limits } = await limitsState(deps, auth.playerId);
      return reply.header('cache-control', 'no-store').send(limits);
    },
  );

  api.post(
    '/api/user_limits',
    {
      // A raise mails a link: a few a minute is plenty for a person.
      config: perMinute(20),
      schema: {
        tags,
        summary:
          'Set a limit: new or lower acts at once; higher waits for cooling-off and the mailed confirmation; a reality check acts at once either way (LM-002)',
        body: createLimitRequestSchema,
        response: { 200: userLimitSchema, 201: userLimitSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const { limit, created } = await setLimit(
        deps,
        requestContextOf(request),
        auth.playerId,
        request.body,
      );
      await pushAfterCommit(request, auth.playerId);
      return reply.status(created ? 201 : 200).send(limit);
    },
  );

  api.delete(
    '/api/user_limits/:id',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary:
          'Remove a limit: waits like a raise (200, pending); a finished block or a reality check (ended at once) answers 204 (LM-003)',
        params: limitIdParamsSchema,
        response: { 200: userLimitSchema, 204: z.null().describe('Already over') },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const limit = await removeLimit(
        deps,
        requestContextOf(request),
        auth.playerId,
        request.params.id,
      );
      await pushAfterCommit(request, auth.playerId);
      if (!limit) return reply.status(204).send(null);
      return reply.send(limit);
    },
  );

  api.post(
    '/api/user_limits/confirm',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Confirm a raise or removal with the mailed token (LM-004, RT-012)',
        body: confirmLimitRequestSchema,
        response: { 200: userLimitSchema },
      },
    },
    async (request, reply) => {
      // The link may be opened where the session has lapsed: the token alone is the proof.
      const auth = await app.auth.optional(request).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_signed_in') return null;
        throw error;
      });
      const { playerId, limit } = await confirmLimit(
        deps,
        requestContextOf(request),
        request.body.token,
        auth?.playerId ?? null,
      );
      await pushAfterCommit(request, playerId);
      return reply.header('cache-control', 'no-store').send(limit);
    },
  );
}
