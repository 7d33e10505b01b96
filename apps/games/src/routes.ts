import type { FastifyInstance } from 'fastify';
import { registerCatalogRoutes } from './catalog/catalog.routes.js';
import type { StudioContext } from './context.js';
import { registerBaccaratRoutes } from './games/baccarat.routes.js';
import { registerFreespinRoutes } from './freespins/freespins.routes.js';
import { registerBlackjackRoutes } from './games/blackjack.routes.js';
import { registerRouletteRoutes } from './games/roulette.routes.js';
import { registerSlotRoutes } from './games/slot.routes.js';
import { registerJackpotFixtureRoutes } from './jackpots/jackpots-fixture.routes.js';
import { registerLiveRoutes } from './live/live.routes.js';
import type { ClientBundle } from './page/client-bundle.js';
import { registerPageRoutes } from './page/page.routes.js';
import { registerRoundRoutes } from './rounds/rounds.routes.js';
import { registerSessionRoutes } from './sessions/sessions.routes.js';

/** Every route of the studio, in one place. */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: StudioContext,
  clientBundle: () => Promise<ClientBundle>,
): Promise<void> {
  app.get('/healthz', async () => ({ ok: true }));
  // Browsers ask for it on every game page; an empty answer keeps their consoles clean.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').status(204).send(),
  );
  registerCatalogRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerFreespinRoutes(app, ctx);
  registerPageRoutes(app, ctx, clientBundle);
  registerSlotRoutes(app, ctx);
  registerRouletteRoutes(app, ctx);
  registerBaccaratRoutes(app, ctx);
  registerBlackjackRoutes(app, ctx);
  await registerLiveRoutes(app, ctx);
  registerRoundRoutes(app, ctx);
  registerJackpotFixtureRoutes(app, ctx);
}
