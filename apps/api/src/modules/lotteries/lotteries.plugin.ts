import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { depositEurCents } from '../adventures/adventures.plugin.js';
import { issuedGiftOf } from '../lootboxes/lootboxes.plugin.js';
import { lotteryDrawTask, LotteryRefused } from './lotteries.service.js';
import {
  claimTicketGift,
  creditDepositTickets,
  TICKET_GIFT_PREFIX,
} from './ticket-grants.service.js';

/**
 * The lotteries module's task and consumers (docs/lotteries.md):
 * - `lotteries.draw`: the one-shot draw at each lottery's `end_at`, transactional, so it runs
 *   once even when two instances or a retry claim it;
 * - deposits (`ledger.movement` of kind deposit) earn tickets in active lotteries with a deposit
 *   rule, in the consumer's transaction, so a redelivered event adds nothing;
 * - a gift `issued` whose `group_key` starts with `lottery_ticket_` becomes its ticket.
 */
export const lotteriesPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const log = app.log.child({ module: 'lotteries' });
    app.outbox.addTask(lotteryDrawTask(deps));

    app.outbox.handleInTransaction(
      'ledger.movement',
      'lotteries-deposits',
      async (movement, { tx }) => {
        if (movement.playerId === null || movement.kind !== 'deposit') return;
        const eur = await depositEurCents(deps, movement);
        if (eur === null || eur <= 0) return;
        await creditDepositTickets(tx, {
          playerId: movement.playerId,
          depositEurCents: eur,
          transactionId: movement.transactionId,
          // The deposit's own moment: booked before end_at, it counts when consumed a little
          // later, unless the draw has run (the list is frozen then).
          now: new Date(movement.createdAt),
        });
      },
      { only: (movement) => movement.kind === 'deposit' && movement.playerId !== null },
    );

    app.outbox.handleInTransaction(
      'realtime.publish',
      'lotteries-ticket-gifts',
      async (event, { tx }) => {
        const gift = issuedGiftOf(event.data);
        const playerId = event.playerId;
        if (!gift || typeof playerId !== 'number') return;
        try {
          await tx.transaction((inner) =>
            claimTicketGift(inner, deps, { playerId, giftId: gift.id, now: deps.clock.now() }),
          );
        } catch (error) {
          if (!(error instanceof LotteryRefused)) throw error;
          // The gift stays a gift; the operator points its template at an open lottery.
          log.warn({ giftId: gift.id, code: error.code }, 'ticket gift not turned into a ticket');
        }
      },
      {
        only: (event) =>
          event.channel === 'bonuses_changes' &&
          event.event === 'issued' &&
          (issuedGiftOf(event.data)?.group_key.startsWith(TICKET_GIFT_PREFIX) ?? false),
      },
    );
  },
  { name: 'lotteries', dependencies: ['outbox', 'realtime'] },
);
