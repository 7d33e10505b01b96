import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eurRates } from '../ledger/eur-rates.js';
import { closeTournamentTask, scheduleClose } from './close.task.js';
import { listOpenTournaments } from './tournaments.repository.js';
import { payDuePrizes, PRIZES_CONSUMER } from './prizes.service.js';
import { SCORES_CONSUMER, scoresBatchHandler } from './score.service.js';

/**
 * Tournaments, quests and achievements (docs/tournaments.md): the `tournaments-scores` consumer
 * counts bets, wins, rollbacks and deposits into the running items, exactly once per event
 * (ordered per player, batched, the receipts in the same transaction); the `tournaments-prizes`
 * consumer pays the quest levels and achievements it finds due; the `tournament-close` task closes
 * each item once after its end and pays its prizes.
 */
export const tournamentsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const log = app.log.child({ module: 'tournaments' });
    app.addHook('onReady', async () => {
      // Rates are read outside any transaction (see adventures.plugin.ts).
      await eurRates(deps).catch((error: unknown) => log.warn({ error }, 'EUR rates not loaded'));
      // Every open item has its close scheduled (an item written by the seed or a command
      // before this version ran); scheduling again only moves the same task.
      const db = deps.database.db;
      for (const row of await listOpenTournaments(db)) await scheduleClose(db, deps, row);
    });
    // Batched (decision 0303): each entry a batch changes is derived once, not once a bet.
    const { topic, name, options } = SCORES_CONSUMER;
    app.outbox.handleBatchInTransaction(
      topic,
      name,
      scoresBatchHandler(deps, app.realtime),
      options,
    );
    // Quest levels and achievements pay their prizes apart from the scores' batches.
    app.outbox.handleInTransaction(
      PRIZES_CONSUMER.topic,
      PRIZES_CONSUMER.name,
      async (event, { tx }) => {
        await payDuePrizes(tx, deps, log, event);
      },
      PRIZES_CONSUMER.options,
    );
    app.outbox.addTask(closeTournamentTask(deps));
  },
  {
    name: 'tournaments',
    dependencies: ['outbox', 'realtime', 'gifts', 'comp-points', 'lootboxes', 'notifications'],
  },
);
