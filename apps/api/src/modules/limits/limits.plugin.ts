import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MovementKind } from '@croupier/contracts/events';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { BLOCK_TYPES } from '@croupier/domain/limits/rules';
import { pushGameLimits } from './limits.push.js';
import { findLiveLimits, findPlayersWithDueLimits } from './limits.repository.js';
import { limitsState } from './limits.service.js';
import { settlePlayerLimits } from './limits.settle.js';

/** Movements that count against a limit window; others (withdrawals) never change `reached`. */
const COUNTED_KINDS = new Set<MovementKind>(['deposit', 'bet', 'win', 'rollback']);
/** Movements that can lower a loss and so turn `reached` back to false. */
const RELIEVING_KINDS = new Set<MovementKind>(['win', 'rollback']);

const BATCH = 500;

/**
 * Limits react to money and to time (LM-007; RELIABILITY RG-02, RG-07):
 * - each committed ledger movement of a player with limits pushes `game_limits` when a limit is
 *   reached (or a win may have un-reached a loss limit);
 * - a job every minute applies the changes time alone makes (a confirmed raise after its
 *   cooling-off, a lapsed link, an ended block) and pushes the new state.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;

    app.outbox.handle('ledger.movement', 'game-limits', async (movement) => {
      if (movement.playerId === null || !COUNTED_KINDS.has(movement.kind)) return;
      // Most players have no limits: one read, no transaction.
      if ((await findLiveLimits(deps.database.db, movement.playerId)).length === 0) return;
      const state = await limitsState(deps, movement.playerId);
      if (state.limits.length === 0) return;
      const mayHaveChanged =
        RELIEVING_KINDS.has(movement.kind) && state.limits.some((limit) => limit.type === 'loss');
      if (state.reached || mayHaveChanged) await pushGameLimits(app, movement.playerId, state);
    });

    const settleJob: ScheduledJob = {
      name: 'limits-settle',
      intervalMs: 60_000,
      async run({ db, now }) {
        const players = await findPlayersWithDueLimits(db, now, BLOCK_TYPES, BATCH);
        for (const playerId of players) {
          const { changed } = await db.transaction((tx) =>
            settlePlayerLimits(deps, tx, playerId, now),
          );
          if (changed) await pushGameLimits(app, playerId);
        }
        return `settled ${players.length}`;
      },
    };
    app.outbox.addJob(settleJob);
  },
  { name: 'limits', dependencies: ['outbox', 'realtime', 'auth'] },
);
