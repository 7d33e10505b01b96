import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { brandService } from '../brand/brand.service.js';
import { accrueMovements, earnsPoints, isPointMovement } from './accrual.service.js';
import { grantReachedLevels, LEVELS_CONSUMER } from './levels.service.js';

/**
 * Comp points' consumer (DESIGN.md §12; docs/comp-points.md): every bet movement earns points,
 * every rollback of a bet takes its points back, once per event (the effect and the outbox
 * receipts of its batch commit together). Ordered per player, so a bet and its rollback never race on the
 * record of what the bet earned.
 */
export const compPointsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    // The consumer reads the levels from the brand inside its transaction: load the brand once
    // before any event, so that read never waits for a connection its own transaction holds
    // (PGlite has one).
    app.addHook('onReady', async () => {
      await brandService(deps).get();
    });
    // Batched (decision 0303): a few statements and one `comps_award` per player for a whole
    // batch of bets, so accrual keeps up with the wallet (DESIGN.md §11).
    app.outbox.handleBatchInTransaction(
      'ledger.movement',
      'comp-points-accrual',
      async (items, tx) => {
        await accrueMovements(tx, deps, items.map(({ event }) => event).filter(isPointMovement));
      },
      // Only bets and rollbacks of bets open this consumer's transaction (and write a receipt).
      { orderedBy: 'player', only: earnsPoints },
    );
    // The gifts of levels reached, each player's in order, apart from the accrual's batches.
    app.outbox.handleInTransaction(
      LEVELS_CONSUMER.topic,
      LEVELS_CONSUMER.name,
      async (event, { tx }) => {
        await grantReachedLevels(tx, deps, event);
      },
      LEVELS_CONSUMER.options,
    );
  },
  { name: 'comp-points', dependencies: ['outbox', 'realtime', 'gifts'] },
);
