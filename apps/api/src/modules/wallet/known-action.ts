import type { WalletActionRow } from './wallet.repository.js';
import type { WalletCall } from './wallet-call.js';
import { refuse } from './wallet-refusal.js';

/**
 * An action id the wallet already holds (WI-04, WI-05): the same content again is a replay,
 * answered with the first `tx_id` and moving nothing; other content (kind, amount, player,
 * round, currency) is a 409 for the whole call. A bet or win under an id a rollback already
 * tombstoned is refused too: the rollback came first, so the late original has no effect.
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
  if (existing.kind === 'tombstone') {
    throw refuse.conflict(`Action ${actionId} was already rolled back before it arrived`);
  }
  const same =
    existing.kind === kind &&
    existing.amount === amount &&
    existing.playerId === call.player.id &&
    existing.roundId === call.roundId &&
    existing.currency === call.currency;
  if (!same) throw refuse.conflict(`Action ${actionId} was already processed with other content`);
  return existing;
}
