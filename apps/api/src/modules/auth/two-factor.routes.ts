import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolRequestSchema,
  twoFactorEnrolResponseSchema,
} from '@croupier/contracts/security';
import { perMinute } from '../../plugins/rate-limit.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enrolTwoFactor,
  regenerateRecoveryCodes,
} from './two-factor.service.js';
import { requestContextOf } from '../../lib/request-context.js';
import { sessionCookiesOf } from './session-cookie.js';

const tags = ['player'];

/** Two-factor authentication of the signed-in player (RELIABILITY AS-07, AS-08). */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    '/api/player/two_factor',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Start two-factor enrolment (re-auth): the seed, its otpauth URL and QR code',
        body: twoFactorEnrolRequestSchema,
        response: { 200: twoFactorEnrolResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.requireRecent(request, request.body.current_password);
      reply.header('cache-control', 'no-store');
      return enrolTwoFactor(deps, auth.playerId);
    },
  );

  api.post(
    '/api/player/two_factor/confirm',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Turn two-factor on with a first code; answers the recovery codes once',
        body: twoFactorConfirmRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const codes = await confirmTwoFactor(
        deps,
        requestContextOf(request),
        sessionCookiesOf(request, reply, deps.env),
        auth,
        request.body.otp,
      );
      return reply.header('cache-control', 'no-store').send(codes);
    },
  );

  api.delete(
    '/api/player/two_factor',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Turn two-factor off (re-auth and a code)',
        body: twoFactorDisableRequestSchema,
      },
    },
    async (request, reply) => {
      const auth = await app.auth.requireRecent(request, request.body.current_password);
      await disableTwoFactor(deps, requestContextOf(request), auth, request.body.otp);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/player/two_factor/recovery_codes',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Replace the recovery codes (re-auth and a code)',
        body: recoveryCodesRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.requireRecent(request, request.body.current_password);
      const codes = await regenerateRecoveryCodes(
        deps,
        requestContextOf(request),
        auth,
        request.body.otp,
      );
      return reply.header('cache-control', 'no-store').send(codes);
    },
  );
}
