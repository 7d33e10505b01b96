import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema } from '@croupier/contracts/player';
import { captchaChallengeSchema } from '@croupier/contracts/captcha';
import {
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  registrationRequestSchema,
  signInRequestSchema,
} from '@croupier/contracts/users';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import { perMinute } from '../../plugins/rate-limit.js';
import { getPlayerByEmail } from '../player/player.service.js';
import { newCaptchaChallenge } from './captcha.service.js';
import { registerPlayer } from './registration.service.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { endCurrentSession } from './sessions.service.js';
import { signIn } from './sign-in.service.js';
import { requestContextOf } from '../../lib/request-context.js';
import { sessionCookiesOf } from './session-cookie.js';

const tags = ['auth'];

/**
 * Registration, sign-in and sign-out (platform-core.md §7 Auth; SS-007..SS-015, SS-029).
 * The password, e-mail confirmation and two-factor flows are in their own route files.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    '/api/users',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Register; the new player is signed in',
        body: registrationRequestSchema,
        response: { 201: playerSchema },
      },
    },
    async (request, reply) => {
      const player = await registerPlayer(
        deps,
        requestContextOf(request),
        sessionCookiesOf(request, reply, deps.env),
        request.body.user,
        { stag: request.cookies.stag, affbId: request.cookies.affb_id },
      );
      return reply.status(201).header('cache-control', 'no-store').send(player);
    },
  );

  api.post(
    '/check-email',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Whether an e-mail is already registered (registration form)',
        body: checkEmailRequestSchema,
        response: { 200: checkEmailResponseSchema },
      },
    },
    async (request) => {
      const existing = await getPlayerByEmail(deps, normalizeEmail(request.body.email));
      return { exists: existing !== undefined };
    },
  );

  api.post(
    '/api/users/sign_in',
    {
      // AS-03: at most 20 attempts a minute from one address, whatever the accounts.
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Sign in (422 with captcha_required / otp_required when a step is missing)',
        body: signInRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const player = await signIn(
        deps,
        requestContextOf(request),
        sessionCookiesOf(request, reply, deps.env),
        request.body.user,
      );
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.delete(
    '/api/users/sign_out',
    { schema: { tags, summary: 'End this session on the server and clear its cookie' } },
    async (request, reply) => {
      const playerId = await endCurrentSession(
        deps,
        sessionCookiesOf(request, reply, deps.env),
        'sign_out',
      );
      if (playerId !== null) {
        await recordSecurityEvent(deps, deps.database.db, {
          playerId,
          type: 'sign_out',
          context: requestContextOf(request),
        });
      }
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/captcha/challenge',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'A proof-of-work captcha challenge (ALTCHA)',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newCaptchaChallenge(deps);
    },
  );
}
