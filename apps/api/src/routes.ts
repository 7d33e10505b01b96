import type { FastifyInstance } from 'fastify';
import { MODULES } from './modules/registry.js';

/** Every module's plugin, in tier order: decorations, outbox consumers and jobs. */
export async function registerModulePlugins(app: FastifyInstance): Promise<void> {
  for (const module of MODULES) {
    if (module.plugin) await app.register(module.plugin);
  }
}

/** Every module's routes, in the registry's order, once every plugin is in place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const module of MODULES) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }
}
