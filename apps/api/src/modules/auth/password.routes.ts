import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema } from '@croupier/contracts/player';
import { emptyResponseSchema, passwordChangeRequestSchema } from '@croupier/contracts/security';
import { newPasswordRequestSchema, passwordRestoreRequestSchema } from '@croupier/contracts/users';
import { perMinute } from '../../plugins/rate-limit.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { requestContextOf } from '../../lib/request-context.js';
import { sessionCookiesOf } from './session-cookie.js';

/** Password restore, reset and change (SS-017, SS-018; RELIABILITY AS-06, AS-08, AS-09). */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    '/api/users/password',
    {
      config: perMinute(10),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the same 200 {} whether or not the address is known',
        body: passwordRestoreRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => requestPasswordReset(deps, requestContextOf(request), request.body.user),
  );

  api.put(
    '/api/users/password',
    {
      config: perMinute(10),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; signs in and ends every other session',
        body: newPasswordRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const player = await resetPassword(
        deps,
        requestContextOf(request),
        sessionCookiesOf(request, reply, deps.env),
        request.body.user,
      );
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.put(
    '/api/player/password',
    {
      config: perMinute(10),
      schema: {
        tags: ['player'],
        summary: 'Change the password (re-auth); other sessions end unless kept',
        body: passwordChangeRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const auth = await app.auth.requireRecent(request, request.body.current_password);
      await changePassword(deps, requestContextOf(request), auth, request.body);
      return {};
    },
  );
}
