import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { brandService } from '../brand/brand.service.js';
import { accrueMovement, earnsPoints } from './accrual.service.js';

/**
 * Comp points' consumer (DESIGN.md §12; docs/comp-points.md): every bet movement earns points,
 * every rollback of a bet takes its points back, once per event (the effect and the outbox
 * receipt commit together). Ordered per player, so a bet and its rollback never race on the
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
    app.outbox.handleInTransaction(
      'ledger.movement',
      'comp-points-accrual',
      async (movement, { tx }) => {
        if (movement.kind !== 'bet' && movement.kind !== 'rollback') return;
        await accrueMovement(tx, deps, movement);
      },
      // Only bets and rollbacks of bets open this consumer's transaction (and write a receipt).
      { orderedBy: 'player', only: earnsPoints },
    );
  },
  { name: 'comp-points', dependencies: ['outbox', 'realtime', 'gifts'] },
);
