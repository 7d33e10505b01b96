import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { recordLedgerAudit } from './ledger-audit.service.js';
import { deleteIdempotencyKeysBefore } from './idempotency.repository.js';
import { IDEMPOTENCY_RETENTION_MS } from './idempotency.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nightly: the trial balance per currency and the hash chains (issue: nightly trial balance). */
export const ledgerAuditJob: ScheduledJob = {
  name: 'ledger-audit',
  intervalMs: DAY_MS,
  run: ({ db, now }) => recordLedgerAudit(db, now),
};

const idempotencyPruneJob: ScheduledJob = {
  name: 'idempotency-prune',
  intervalMs: 6 * 60 * 60 * 1000,
  async run({ db, now }) {
    const deleted = await deleteIdempotencyKeysBefore(
      db,
      new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS),
    );
    return `deleted ${deleted}`;
  },
};

/**
 * The ledger's consumers inside the api: the real-time `balance` push after every movement
 * (CB-028; the header updates live) and the audit jobs. Play never waits on the push: it is an
 * outbox consumer of the committed movement.
 */
export const ledgerPlugin = fp(
  async (app: FastifyInstance) => {
    app.outbox.handle('ledger.movement', 'balance-push', async (movement) => {
      if (movement.playerId === null || movement.balance === null) return;
      await app.realtime.publish({
        channel: 'balance',
        event: 'updated',
        playerId: movement.playerId,
        data: {
          currency: movement.balance.currency,
          amount_cents: movement.balance.realCents + movement.balance.bonusCents,
          real_amount_cents: movement.balance.realCents,
          bonus_amount_cents: movement.balance.bonusCents,
        },
      });
    });
    app.outbox.addJob(ledgerAuditJob);
    app.outbox.addJob(idempotencyPruneJob);
  },
  { name: 'ledger', dependencies: ['outbox', 'realtime'] },
);
