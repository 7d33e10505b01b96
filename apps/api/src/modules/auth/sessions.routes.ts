import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  securityEventsResponseSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
} from '@croupier/contracts/security';
import { AppError } from '../../lib/app-error.js';
import { recentSecurityEvents, recordSecurityEvent } from '../audit/security-events.js';
import { clearSessionCookie } from './session-cookie.js';
import {
  deviceLabel,
  endOtherSessions,
  endPlayerSession,
  liveSessions,
} from './sessions.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['player'];

/**
 * The player's own sessions and security log (DESIGN.md §5; RELIABILITY AS-06): see where the
 * account is signed in and end any of those sessions. Only the player's own rows are reachable:
 * another player's session id answers 404, as an unknown one does (AC-01).
 */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.get(
    '/api/player/sessions',
    {
      schema: {
        tags,
        summary: 'Live sessions of the signed-in player, most recently used first',
        response: { 200: sessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const rows = await liveSessions(deps, auth.playerId);
      reply.header('cache-control', 'no-store');
      return rows.map((row) => ({
        id: row.id,
        current: row.id === auth.sessionId,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        ip: row.ip,
        device: deviceLabel(row.userAgent),
        country: row.country,
      }));
    },
  );

  api.delete(
    '/api/player/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of the player’s sessions (this one too, which signs out)',
        params: sessionParamsSchema,
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const { id } = request.params;
      if (!(await endPlayerSession(deps, auth.playerId, id, 'ended_by_player'))) {
        throw AppError.notFound('No such session');
      }
      await recordSecurityEvent(deps, deps.database.db, {
        playerId: auth.playerId,
        type: 'session_ended',
        context: requestContextOf(request),
        details: { session: id, current: id === auth.sessionId },
      });
      if (id === auth.sessionId) clearSessionCookie(reply, request, deps.env);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/player/sessions',
    { schema: { tags, summary: 'End every session of the player except this one' } },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const ended = await endOtherSessions(
        deps,
        deps.database.db,
        auth.playerId,
        auth.sessionId,
        'ended_by_player',
      );
      await recordSecurityEvent(deps, deps.database.db, {
        playerId: auth.playerId,
        type: 'session_ended',
        context: requestContextOf(request),
        details: { others: ended },
      });
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/player/security_events',
    {
      schema: {
        tags,
        summary: 'The player’s last 50 security events, newest first',
        response: { 200: securityEventsResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.require(request);
      const rows = await recentSecurityEvents(deps, auth.playerId, 50);
      reply.header('cache-control', 'no-store');
      return rows.map((row) => ({
        type: row.type,
        created_at: row.createdAt.toISOString(),
        ip: row.ip,
        device: row.userAgent ? deviceLabel(row.userAgent) : null,
      }));
    },
  );
}
