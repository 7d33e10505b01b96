import type { z } from 'zod';
import type { winActionSchema } from '@croupier/contracts/wallet-protocol';
import { postTransaction } from '../ledger/ledger.service.js';
import {
  gameOf,
  ledgerReference,
  processedFrom,
  recordAction,
  type Processed,
  type WalletCall,
} from './wallet-call.js';
import { answerKnownAction } from './known-action.js';
import { recordInRound } from './round-totals.js';
import { queueWinForFeed } from './wins-feed.js';

type WinAction = z.infer<typeof winActionSchema>;

/**
 * A win is owed whatever happened since the stake (WI-06): no session, exclusion, limit or
 * game-enabled check, so it is credited late, after logout, after the session expired and
 * during a self-exclusion. A win of 0 books nothing but is recorded (it closes many rounds).
 */
export async function payWin(call: WalletCall, action: WinAction): Promise<Processed> {
  const known = answerKnownAction(call, action.action_id, 'win', action.amount);
  if (known) return known;

  const game = await gameOf(call);
  let ledgerTransactionId: number | null = null;
  if (action.amount > 0) {
    const posted = await postTransaction(call.tx, {
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      currency: call.currency,
      now: call.now,
      metadata: { studio: call.studio, round: call.roundId, game: game.identifier },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        { account: { kind: 'player_real', playerId: call.player.id }, amount: action.amount },
      ],
    });
    ledgerTransactionId = posted.transactionId;
    if (posted.balance) call.balance = posted.balance;
  }
  const row = await recordAction(call, {
    studio: call.studio,
    actionId: action.action_id,
    kind: 'win',
    playerId: call.player.id,
    roundId: call.roundId,
    currency: call.currency,
    amount: action.amount,
    ledgerTransactionId,
    createdAt: call.now,
  });
  recordInRound(call, game.id, { betCents: 0, winCents: action.amount });
  await queueWinForFeed(call, game, action.amount);
  return processedFrom(action.action_id, row);
}
