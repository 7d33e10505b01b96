import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes.js';

/** Every module of the api, in one list: the one place to see the whole surface. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
