import { finishRound } from './wallet.repository.js';
import { writePending, type WalletCall } from './wallet-call.js';
import { refuse } from './wallet-refusal.js';

/** Adds a bet or win to the call's round totals (written once, by `writeRound`). */
export function recordInRound(
  call: WalletCall,
  gameId: number,
  delta: { betCents: number; winCents: number },
): void {
  const current = call.roundDelta ?? { gameId, betCents: 0, winCents: 0 };
  call.roundDelta = {
    gameId,
    betCents: current.betCents + delta.betCents,
    winCents: current.winCents + delta.winCents,
  };
}

/**
 * Writes what the call still holds in memory and its round (`game_rounds`, the player's games
 * history, PR-014): its totals and `finished`. A round id belongs to one player: another
 * player's action under it is a 409 and the whole call rolls back.
 */
export async function writeRound(call: WalletCall): Promise<void> {
  const delta = call.roundDelta;
  if (!delta) {
    await writePending(call);
    if (call.finished) {
      await finishRound(call.tx, {
        studio: call.studio,
        roundId: call.roundId,
        playerId: call.player.id,
        now: call.now,
      });
    }
    return;
  }
  const recorded = await writePending(call, {
    studio: call.studio,
    roundId: call.roundId,
    playerId: call.player.id,
    gameId: delta.gameId,
    currency: call.currency,
    betDelta: delta.betCents,
    winDelta: delta.winCents,
    finished: call.finished,
    now: call.now,
  });
  if (!recorded) throw refuse.conflict(`Round ${call.roundId} belongs to another player`);
}
