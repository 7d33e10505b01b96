import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverCommittedPushes } from './socket-push.js';
import { acceptSocket, heartbeat } from './realtime.socket.js';
import {
  createRealtimeService,
  publishInputSchema,
  type RealtimeService,
} from './realtime.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish to sockets on every instance; tokens for `GET /api/player/settings`. */
    realtime: RealtimeService & { heartbeat(): number };
  }
}

/** NT-011: server heartbeat every 25 s; a socket silent for a whole round is dropped. */
const HEARTBEAT_SECONDS = 25;
/** Unsent bytes a socket may hold before it counts as a slow consumer. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The real-time endpoint `/ws` (DESIGN.md §8). Registered before the route modules so every
 * module can `app.realtime.publish(...)`; a push that must follow a commit goes through the
 * outbox topic `realtime.publish` instead (the catalogue's `realtimePublishEventSchema`), or
 * `realtime.publish-batch` for many at once (`enqueuePushes`, socket-push.ts).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { env, bus, clock } = app.deps;
    const service = createRealtimeService({
      bus,
      clock,
      log: app.log.child({ module: 'realtime' }),
      secret: env.REALTIME_SECRET,
      publicUrl: env.PUBLIC_URL,
      maxBufferedBytes: MAX_BUFFERED_BYTES,
    });
    app.decorate('realtime', Object.assign(service, { heartbeat: () => heartbeat(service.hub) }));
    await service.start();

    const timer = setInterval(() => heartbeat(service.hub), HEARTBEAT_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await service.stop();
    });

    deliverCommittedPushes(app.outbox, service);

    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/ws',
      {
        websocket: true,
        schema: {
          hide: true,
          querystring: z.object({ token: z.string().max(1024).optional() }),
        },
      },
      (socket, request) => {
        acceptSocket({
          socket,
          stream: request.raw.socket,
          token: request.query.token,
          hub: service.hub,
          verifyToken: (token) => service.verifyToken(token),
          heartbeatSeconds: HEARTBEAT_SECONDS,
        });
      },
    );

    if (env.ENABLE_TEST_API) {
      // API-018 test helper: e2e tests push an event the way a module would.
      api.post(
        '/__test/realtime/publish',
        { schema: { hide: true, body: publishInputSchema } },
        async (request, reply) => {
          await service.publish(request.body);
          return reply.status(204).send();
        },
      );
    }
  },
  { name: 'realtime', dependencies: ['outbox'] },
);
