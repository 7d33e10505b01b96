import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lootboxSchema } from '@croupier/contracts/lootboxes';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { issueLootbox, presentLootbox } from './lootboxes.service.js';

/**
 * `POST /__test/lootboxes`: a lootbox of a template for the signed-in player, as the grant
 * sources (comp-point exchange, adventure days) issue them, for the e2e tests. Registered only
 * with ENABLE_TEST_API.
 */
export async function lootboxesFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  api.post(
    '/__test/lootboxes',
    {
      schema: {
        hide: true,
        body: z.object({ template_key: z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/) }),
        response: { 200: z.object({ lootbox: lootboxSchema }) },
      },
    },
    async (request) => {
      const { playerId } = await app.auth.require(request);
      const now = deps.clock.now();
      const { lootbox } = await deps.database.db.transaction((tx) =>
        issueLootbox(tx, deps, {
          playerId,
          templateKey: request.body.template_key,
          currency: null,
          sourceReference: `test:${randomUUID()}`,
          now,
        }),
      );
      return { lootbox: presentLootbox(lootbox, now) };
    },
  );
}
