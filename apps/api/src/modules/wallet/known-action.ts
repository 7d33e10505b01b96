import type { WalletActionRow } from './wallet.repository.js';
import type { WalletCall } from './wallet-call.js';
import { refuse } from './wallet-refusal.js';

/**
 * An action id the wallet already holds (WI-04, WI-05): the same content again is a replay,
 * answered with the first `tx_id` and moving nothing; other content (kind, amount, player,
 * round, currency) refuses the whole call with 400 code 409, which no retry can mend.
 * A bet or win under an id a rollback already tombstoned is answered 200 with the tombstone's
 * `tx_id` and moves nothing: the rollback came first, so the late original has no effect, and
 * the studio, which already cancelled the round, must not retry it for a day.
 * Returns the held row (the answer's `tx_id`), or null when the id is new.
 */
export function answerKnownAction(
  call: WalletCall,
  actionId: string,
  kind: 'bet' | 'win',
  amount: number,
): WalletActionRow | null {
  const existing = call.known.get(actionId);
  if (!existing) return null;
  const sameWallet = existing.playerId === call.player.id && existing.currency === call.currency;
  if (existing.kind === 'tombstone') {
    if (!sameWallet) throw refuse.conflict(`action ${actionId} was rolled back in another wallet`);
    return existing;
  }
  const same =
    sameWallet &&
    existing.kind === kind &&
    existing.amount === amount &&
    existing.roundId === call.roundId;
  if (!same) throw refuse.conflict(`action ${actionId} was already processed with other content`);
  return existing;
}
