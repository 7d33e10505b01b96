import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioContext } from '../context.js';
import { StudioError } from '../lib/studio-error.js';
import { requireSession } from '../sessions/sessions.service.js';
import { sessionParams } from '../sessions/sessions.routes.js';
import {
  liveActionRequestSchema,
  liveBetRequestSchema,
  liveTableStateSchema,
} from '../shared/client-api.js';
import { LiveTables } from './live-tables.js';

/** WebSocket close codes the client can tell apart from a network drop. */
const SESSION_ENDED = 4401;
/** A socket that has not answered a ping for this long is gone (its seat then frees up). */
const HEARTBEAT_MS = 30_000;

/**
 * `GET /live/:sid` (WebSocket, `liveTableStateSchema` frames), `POST /api/sessions/:sid/live/bets`
 * and `/live/action`. The answer to a bet or action is the table as the player now sees it.
 */
export async function registerLiveRoutes(app: FastifyInstance, ctx: StudioContext): Promise<void> {
  const tables = new LiveTables(ctx);
  await app.register(websocket, { options: { maxPayload: 4 * 1024 } });
  const alive = new WeakSet<object>();
  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    tables.stopAll();
  });

  app.get<{ Params: { sid: string } }>('/live/:sid', { websocket: true }, (socket, request) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    try {
      const session = requireSession(ctx, request.params.sid);
      tables.tableFor(session).join(session, socket);
    } catch (error) {
      const reason = error instanceof StudioError ? error.code : 'unavailable';
      socket.close(SESSION_ENDED, reason);
    }
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/sessions/:sid/live/bets',
    {
      schema: {
        params: sessionParams,
        body: liveBetRequestSchema,
        response: { 200: liveTableStateSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      return tables.tableFor(session).placeBets(session, request.body);
    },
  );
  routes.post(
    '/api/sessions/:sid/live/action',
    {
      schema: {
        params: sessionParams,
        body: liveActionRequestSchema,
        response: { 200: liveTableStateSchema },
      },
    },
    async (request) => {
      const session = requireSession(ctx, request.params.sid);
      return tables.tableFor(session).act(session, request.body.action);
    },
  );
}
