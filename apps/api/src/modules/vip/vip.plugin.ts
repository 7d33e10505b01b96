import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { vipExpiryJob } from './vip-expiry.job.js';
import { recordMovement, vipContribution } from './vip.service.js';

/**
 * The VIP engine (docs/vip.md): the `vip-progress` consumer sums each player's deposits and bets
 * of the quarter (a rollback of a bet and a deposit reversal take theirs back) and promotes the
 * player when a tier is reached, exactly once per movement; the `vip-quarter-expiry` job ends
 * the statuses at each quarter's start.
 */
export const vipPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    app.outbox.handleInTransaction(
      'ledger.movement',
      'vip-progress',
      async (movement, { tx }) => {
        await recordMovement(tx, deps, movement);
      },
      {
        orderedBy: 'player',
        // Wins, withdrawals and bonus movements are not VIP play: no transaction, no receipt.
        only: (movement) => movement.playerId !== null && vipContribution(movement) !== null,
      },
    );
    app.outbox.addJob(vipExpiryJob(deps));
  },
  { name: 'vip', dependencies: ['outbox', 'realtime'] },
);
