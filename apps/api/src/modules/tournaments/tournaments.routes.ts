import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  tournamentConfirmRequestSchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentListSchema,
  tournamentPlayerListSchema,
  tournamentPlayerStatusSchema,
} from '@croupier/contracts/tournaments';
import { AppError } from '../../lib/app-error.js';
import { tournamentsFixtureRoutes } from './tournaments-fixture.routes.js';
import {
  confirm,
  detailOf,
  findVisible,
  listCurrent,
  listRecent,
  playerEntries,
  statusOf,
  viewerOf,
  type Viewer,
} from './tournaments.service.js';

const tags = ['tournaments'];

/**
 * Tournaments, quests and achievements (engagement.md §7; TN-006..TN-009; docs/api.md
 * "Tournaments, quests and achievements"). Lists and items are public (a guest sees the items
 * open to every group); the player's own standing needs a session. A player only ever reads
 * their own entry: other rows are masked leaderboard rows.
 */
export async function tournamentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = deps.database.db;
  if (deps.env.ENABLE_TEST_API) await app.register(tournamentsFixtureRoutes);

  const optionalViewer = async (request: FastifyRequest): Promise<Viewer | null> => {
    const auth = await app.auth.optional(request);
    return viewerOf(db, auth?.playerId ?? null);
  };
  const requiredViewer = async (request: FastifyRequest): Promise<Viewer> => {
    const { playerId } = await app.auth.require(request);
    const viewer = await viewerOf(db, playerId);
    if (!viewer) throw new AppError('not_signed_in', 'Please sign in');
    return viewer;
  };

  api.get(
    '/api/tournaments',
    {
      schema: {
        tags,
        summary: 'Visible tournaments, quests and achievements not yet finished (TN-006, TN-007)',
        response: { 200: tournamentListSchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      const list = await listCurrent(db, viewer, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  api.get(
    '/api/tournaments/recent',
    {
      schema: {
        tags,
        summary: 'The last 10 finished visible items (TN-008)',
        response: { 200: tournamentListSchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      const list = await listRecent(db, viewer, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  api.get(
    '/api/tournaments/player',
    {
      schema: {
        tags,
        summary: 'The player’s standing in every visible running or future item (TN-008)',
        response: { 200: tournamentPlayerListSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requiredViewer(request);
      const entries = await playerEntries(db, viewer, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(entries);
    },
  );

  api.get(
    '/api/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'One item by id or identifier, with its leaderboard (TN-008, TN-010)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      const row = await findVisible(db, request.params.id, viewer);
      const detail = await detailOf(db, row, viewer, deps.clock.now());
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  api.get(
    '/api/tournaments/:id/status',
    {
      schema: {
        tags,
        summary: 'The player’s place, points, quest levels or achievement progress (TN-008)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentPlayerStatusSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requiredViewer(request);
      const row = await findVisible(db, request.params.id, viewer);
      const status = await statusOf(db, row, viewer);
      return reply.header('cache-control', 'no-store').send(status);
    },
  );

  api.post(
    '/api/tournaments/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Join a tournament that needs confirmation (TN-009)',
        params: tournamentIdParamsSchema,
        body: tournamentConfirmRequestSchema,
        response: { 200: tournamentPlayerStatusSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requiredViewer(request);
      const row = await findVisible(db, request.params.id, viewer);
      const status = await confirm(deps, row, viewer);
      return reply.header('cache-control', 'no-store').send(status);
    },
  );
}
