import {
  conversionReference,
  enqueueFreespinsEnded,
  enqueueWageringEnded,
  settleGift,
} from './bonus-in-play.js';
import { cashOf, type WalletCall } from './wallet-call.js';

/**
 * The end of a play call that recorded something new, before its last message:
 *
 * - the gift being wagered, when the call's round is finished: its requirement met → the
 *   conversion, booked once in the call's batch (`bonus_convert`: player_bonus −bonus,
 *   player_real +min(bonus, max win), promotions +the rest; reference `gift:<id>:convert`) and
 *   stage `wager_done`; else no bonus money left → `lost`. Either enqueues `gift.wagering-ended`.
 * - the free-spins gift, when the call used or paid its last spin and its round is finished:
 *   `gift.freespins-ended` with what the spins won.
 *
 * The rows themselves are written with the call's last message (bonus-in-play.ts `giftWrites`).
 */
export async function endGifts(call: WalletCall): Promise<void> {
  if (!call.finished) return;
  const { gift } = call;
  if (gift && call.bonus?.status === 'active') {
    const settled = settleGift(gift, call.bonus, call.balance.realCents);
    call.bonus = settled.bonus;
    const end = settled.end;
    if (end) {
      if (end.bonusCents > 0) {
        const playerId = call.player.id;
        const booking = cashOf(call).add({
          reference: conversionReference(gift.id),
          kind: 'bonus_convert',
          metadata: { gift: gift.id, forfeited: end.forfeitedCents },
          legs: [
            { account: { kind: 'player_bonus', playerId }, amount: -end.bonusCents },
            ...(end.convertedCents > 0
              ? [
                  {
                    account: { kind: 'player_real', playerId } as const,
                    amount: end.convertedCents,
                  },
                ]
              : []),
            ...(end.forfeitedCents > 0
              ? [{ account: { kind: 'promotions' } as const, amount: end.forfeitedCents }]
              : []),
          ],
        });
        call.balance = booking.balance;
      }
      await enqueueWageringEnded(call.tx, {
        playerId: call.player.id,
        giftId: gift.id,
        currency: call.currency,
        end,
        now: call.now,
      });
    }
  }
  const spins = call.freespins;
  if (spins?.played && spins.left === 0) {
    await enqueueFreespinsEnded(call.tx, {
      playerId: call.player.id,
      giftId: spins.id,
      currency: call.currency,
      winningsCents: spins.amountCents,
      now: call.now,
    });
  }
}
