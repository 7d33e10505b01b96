import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationIdParamsSchema,
  storedNotificationSchema,
  storedNotificationsResponseSchema,
} from '@croupier/contracts/realtime';
import { AppError } from '../../lib/app-error.js';
import {
  findLiveNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository.js';
import { presentNotification } from './notifications.present.js';

const tags = ['player'];

/** More than a player gathers in the 2 hours a notification is kept; a bound all the same. */
const LIST_LIMIT = 100;

/**
 * The bell's list (platform-core.md §4; NT-001, NT-004): the player's stored, unexpired
 * notifications, newest first, and marking them read. Pushes bring new ones live; the site
 * reads this list at login and after a reconnect.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  api.get(
    '/api/player/notifications',
    {
      schema: {
        tags,
        summary: "The player's notifications of the last 2 hours, newest first, with `read`",
        response: { 200: storedNotificationsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const rows = await findLiveNotifications(database.db, playerId, clock.now(), LIST_LIMIT);
      const list = rows.flatMap((row) => presentNotification(row) ?? []);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  api.post(
    '/api/player/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read (404 when it is not the player’s)',
        params: notificationIdParamsSchema,
        response: { 200: storedNotificationSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const row = await markNotificationRead(database.db, playerId, request.params.id, clock.now());
      const notification = row ? presentNotification(row) : null;
      if (!notification) throw AppError.notFound('No such notification');
      return reply.header('cache-control', 'no-store').send(notification);
    },
  );

  api.post(
    '/api/player/notifications/read_all',
    {
      schema: {
        tags,
        summary: "Mark all the player's notifications read",
        response: { 204: z.null().describe('All read') },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      await markAllNotificationsRead(database.db, playerId, clock.now());
      return reply.status(204).send(null);
    },
  );
}
