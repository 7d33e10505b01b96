import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import { requestContextOf } from '../../lib/request-context.js';
import { getPlayerRow } from '../player/player.service.js';
import { authSweepJob } from './auth-sweep.job.js';
import { verifyPassword } from './passwords.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { readSessionToken } from './session-cookie.js';
import { resolveSession, type AuthContext, type ResolvedSession } from './sessions.service.js';

export interface AuthGuard {
  /** The signed-in player, or null for a guest; 401 for a presented but dead cookie. */
  optional(request: FastifyRequest): Promise<AuthContext | null>;
  /** The signed-in player, else 401 (the client logs out, SS-005). */
  require(request: FastifyRequest): Promise<AuthContext>;
  /**
   * AS-08: e-mail, password and two-factor changes need a recent proof of the password —
   * a sign-in within REAUTH_MINUTES or the current password in this request. Otherwise 403,
   * never 401 (a 401 would log the player out).
   */
  requireRecent(request: FastifyRequest, currentPassword: string | undefined): Promise<AuthContext>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthGuard;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended, please sign in again';

/** Session lookup for route handlers (DESIGN.md §5); resolved once per request. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession>>();
    const resolve = (request: FastifyRequest): Promise<ResolvedSession> => {
      let pending = resolved.get(request);
      if (!pending) {
        pending = resolveSession(deps, readSessionToken(request));
        resolved.set(request, pending);
      }
      return pending;
    };

    const guard: AuthGuard = {
      async optional(request) {
        const session = await resolve(request);
        if (session.kind === 'none') return null;
        if (session.kind === 'invalid') {
          throw new AppError('not_signed_in', SESSION_ENDED_MESSAGE, {
            internal: session.problem,
          });
        }
        return session.auth;
      },
      async require(request) {
        const auth = await guard.optional(request);
        if (!auth) throw new AppError('not_signed_in', 'Please sign in');
        return auth;
      },
      async requireRecent(request, currentPassword) {
        const auth = await guard.require(request);
        if (currentPassword !== undefined && currentPassword.length > 0) {
          const player = await getPlayerRow(deps, auth.playerId);
          if (player && (await verifyPassword(player.passwordHash, currentPassword))) return auth;
          await recordSecurityEvent(deps, deps.database.db, {
            playerId: auth.playerId,
            type: 'reauth_failed',
            context: requestContextOf(request),
          });
          throw reauthRequired(VALIDATION.INVALID_CREDENTIALS);
        }
        const windowMs = deps.env.REAUTH_MINUTES * 60_000;
        if (deps.clock.now().getTime() - auth.authenticatedAt.getTime() <= windowMs) return auth;
        throw reauthRequired(VALIDATION.REAUTH_REQUIRED);
      },
    };
    app.decorate('auth', guard);
    app.outbox.addJob(authSweepJob);
  },
  { name: 'auth', dependencies: ['outbox'] },
);

function reauthRequired(message: string): AppError {
  return new AppError('reauth_required', 'Please confirm your password', {
    fields: { current_password: [message] },
  });
}
