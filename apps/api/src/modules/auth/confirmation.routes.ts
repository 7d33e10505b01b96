import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema } from '@croupier/contracts/player';
import { emailChangeRequestSchema, emptyResponseSchema } from '@croupier/contracts/security';
import {
  confirmationQuerySchema,
  confirmationResendRequestSchema,
  updateDetailsRequestSchema,
} from '@croupier/contracts/users';
import { perMinute } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { changeEmail, emailChangeNeedsReauth, updateDetails } from './account-details.service.js';
import { confirmEmail, resendConfirmation } from './confirmation.service.js';
import { requestContextOf } from '../../lib/request-context.js';

/**
 * The player's e-mail address: confirmation links (SS-019..SS-021), changing it (AS-08) and the
 * auth-provider details form (SS-022, SS-023).
 */
export async function confirmationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.get(
    '/api/users/confirmation',
    {
      config: perMinute(20),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the mailed token',
        querystring: confirmationQuerySchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const player = await confirmEmail(
        deps,
        requestContextOf(request),
        request.query.confirmation_token,
        () =>
          // A link opened in a browser whose session has lapsed still confirms; the answer is
          // then the guest's `{}`, not a 401 that would fail the confirmation popup.
          app.auth.optional(request).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'not_signed_in') return null;
            throw error;
          }),
      );
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.post(
    '/api/users/confirmation',
    {
      config: perMinute(10),
      schema: {
        tags: ['auth'],
        summary:
          'Mail a new confirmation link; the same 200 {} whether or not the address is known',
        body: confirmationResendRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const auth = await app.auth.optional(request);
      return resendConfirmation(deps, requestContextOf(request), auth, request.body.user);
    },
  );

  api.put(
    '/api/player/email',
    {
      config: perMinute(10),
      schema: {
        tags: ['player'],
        summary: 'Change the e-mail address (re-auth); the new one must be confirmed',
        body: emailChangeRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.requireRecent(request, request.body.current_password);
      const player = await changeEmail(
        deps,
        requestContextOf(request),
        auth.playerId,
        request.body.email,
      );
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.post(
    '/api/auth_providers/update_details',
    {
      config: perMinute(20),
      schema: {
        tags: ['auth'],
        summary: 'Complete the details an auth-provider sign-up left out (terms, e-mail, …)',
        body: updateDetailsRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const { user } = request.body;
      if (await emailChangeNeedsReauth(deps, auth.playerId, user.email)) {
        await app.auth.requireRecent(request, undefined);
      }
      const player = await updateDetails(deps, requestContextOf(request), auth.playerId, user);
      return reply.header('cache-control', 'no-store').send(player);
    },
  );
}
