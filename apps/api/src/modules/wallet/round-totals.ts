import { addToRound } from './wallet.repository.js';
import type { WalletCall } from './wallet-call.js';
import { refuse } from './wallet-refusal.js';

/**
 * Adds a bet or win to its round (`game_rounds`, the player's games history, PR-014). A round
 * id belongs to one player: another player's action under it is a 409, nothing applied.
 */
export async function recordInRound(
  call: WalletCall,
  gameId: number,
  delta: { betDelta: number; winDelta: number },
): Promise<void> {
  const recorded = await addToRound(call.tx, {
    studio: call.studio,
    roundId: call.roundId,
    playerId: call.player.id,
    gameId,
    currency: call.currency,
    ...delta,
    finished: call.finished,
    now: call.now,
  });
  if (!recorded) throw refuse.conflict(`Round ${call.roundId} belongs to another player`);
}
