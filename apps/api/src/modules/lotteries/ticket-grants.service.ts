import { depositTickets, lotteryState } from '@croupier/domain/lotteries/state';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { issuedTicketGifts, useTicketGift } from '../gifts/gifts.service.js';
import { findLottery, listAllLotteries } from './lotteries.repository.js';
import { addTickets, depositRuleSchema, LotteryRefused } from './lotteries.service.js';

/**
 * Tickets from gifts and deposits (docs/lotteries.md "Where tickets come from"); tickets from
 * comp points come through the exchange (comp-points/exchange.service.ts).
 */

/**
 * A gift whose `group_key` is `lottery_ticket_<lottery slug>` is one ticket of that lottery in
 * gift form (a gift code, an operator's gift): used up once into its ticket (`gift:<id>`).
 */
export const TICKET_GIFT_PREFIX = 'lottery_ticket_';

/**
 * Turns one issued ticket gift into its ticket in the caller's transaction; null when it is not
 * (or no longer) an issued ticket gift of the player. A lottery that is gone or closed throws
 * `LotteryRefused` and nothing is used up (the caller's savepoint rolls back).
 */
export async function claimTicketGift(
  tx: Transaction,
  _deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<number | null> {
  const gifts = await issuedTicketGifts(tx, input.playerId, [TICKET_GIFT_PREFIX]);
  const gift = gifts.find((candidate) => candidate.id === input.giftId);
  if (!gift) return null;
  const lottery = await findLottery(tx, gift.groupKey.slice(TICKET_GIFT_PREFIX.length));
  if (!lottery) throw new LotteryRefused('lottery_not_found');
  const used = await useTicketGift(tx, input);
  if (!used) return null;
  const { tickets } = await addTickets(tx, {
    playerId: input.playerId,
    lotteryId: lottery.id,
    count: 1,
    source: 'gift',
    reference: `gift:${used.id}`,
    now: input.now,
  });
  return tickets[0]?.id ?? null;
}

/**
 * A deposit's tickets: in every active lottery with a deposit rule the player may see, one
 * ticket per full `eurCentsPerTicket` of the deposit, up to the rule's cap, idempotent by
 * `deposit:<ledger transaction>:lottery:<id>`.
 */
export async function creditDepositTickets(
  tx: Transaction,
  input: { playerId: number; depositEurCents: number; transactionId: number; now: Date },
): Promise<number> {
  let credited = 0;
  for (const row of await listAllLotteries(tx)) {
    if (lotteryState(row, input.now) !== 'active') continue;
    const rule = depositRuleSchema.safeParse(row.depositRule);
    if (!rule.success) continue;
    const count = depositTickets(input.depositEurCents, rule.data);
    if (count === 0) continue;
    try {
      const { tickets } = await tx.transaction((inner) =>
        addTickets(inner, {
          playerId: input.playerId,
          lotteryId: row.id,
          count,
          source: 'deposit',
          reference: `deposit:${input.transactionId}:lottery:${row.id}`,
          now: input.now,
        }),
      );
      credited += tickets.length;
    } catch (error) {
      // Hidden from the player's groups, or it closed meanwhile: no tickets there.
      if (!(error instanceof LotteryRefused)) throw error;
    }
  }
  return credited;
}
