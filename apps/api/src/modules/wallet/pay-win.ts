import type { z } from 'zod';
import type { winActionSchema } from '@croupier/contracts/wallet-protocol';
import type { WalletActionRow } from './wallet.repository.js';
import { cashOf, gameOf, ledgerReference, recordLater, type WalletCall } from './wallet-call.js';
import { answerKnownAction } from './known-action.js';
import { recordInRound } from './round-totals.js';
import { queueWinForFeed } from './wins-feed.js';

type WinAction = z.infer<typeof winActionSchema>;

/**
 * A win is owed whatever happened since the stake (WI-06): no session, exclusion, limit or
 * game-enabled check, so it is credited late, after logout, after the session expired and
 * during a self-exclusion. A win of 0 books nothing but is recorded (it closes many rounds).
 */
export async function payWin(call: WalletCall, action: WinAction): Promise<WalletActionRow> {
  const known = answerKnownAction(call, action.action_id, 'win', action.amount);
  if (known) return known;

  const game = await gameOf(call);
  let booking = null;
  if (action.amount > 0) {
    booking = cashOf(call).add({
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      metadata: { studio: call.studio, round: call.roundId, game: game.identifier },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        { account: { kind: 'player_real', playerId: call.player.id }, amount: action.amount },
      ],
    });
    call.balance = booking.balance;
  }
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'win',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: action.amount,
      createdAt: call.now,
    },
    booking,
  );
  recordInRound(call, game.id, { betCents: 0, winCents: action.amount });
  await queueWinForFeed(call, game, action.amount);
  return row;
}
