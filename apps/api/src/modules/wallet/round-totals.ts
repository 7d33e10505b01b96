import { guardHolds, inline } from '../../db/inline-sql.js';
import { finishRoundStatement } from './wallet.repository.js';
import {
  prepareWritePending,
  runStatements,
  type PendingWrite,
  type WalletCall,
} from './wallet-call.js';
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
 * SQLSTATE of the guard that fails a call's last message when its round turned out to be
 * another player's (a studio reusing a round id across players, raced): answered 409.
 */
export const ROUND_OF_ANOTHER_PLAYER = 'WR409';

/**
 * Writes what the call still holds in memory and its round (`game_rounds`, the player's games
 * history, PR-014): its totals and `finished`. A round id belongs to one player: another
 * player's action under it is a 409 and the whole call rolls back.
 */
export async function writeRound(call: WalletCall): Promise<void> {
  const write = prepareWriteRound(call);
  write.apply(await runStatements(call.tx, write.statements));
}

/** `writeRound` as statements, guards and the reading of their answers (`PendingWrite`). */
export function prepareWriteRound(call: WalletCall): PendingWrite {
  const delta = call.roundDelta;
  const where = { studio: call.studio, roundId: call.roundId, playerId: call.player.id };
  if (!delta) {
    const pending = prepareWritePending(call);
    const finish = call.finished ? [finishRoundStatement({ ...where, now: call.now })] : [];
    return {
      statements: [...(pending?.statements ?? []), ...finish],
      guards: pending?.guards ?? [],
      apply: (answers) => void pending?.apply(answers),
    };
  }
  const pending = prepareWritePending(call, {
    ...where,
    gameId: delta.gameId,
    currency: call.currency,
    betDelta: delta.betCents,
    winDelta: delta.winCents,
    finished: call.finished,
    now: call.now,
  });
  if (!pending) throw new Error('a round addition always writes');
  return {
    statements: pending.statements,
    guards: [...pending.guards, guardRoundOwner(where)],
    apply(answers) {
      if (!pending.apply(answers)) {
        throw refuse.conflict(`Round ${call.roundId} belongs to another player`);
      }
    },
  };
}

/** Fails the message (`ROUND_OF_ANOTHER_PLAYER`) unless the round is this player's. */
function guardRoundOwner(where: { studio: string; roundId: string; playerId: number }) {
  return guardHolds(
    inline`EXISTS (SELECT 1 FROM game_rounds WHERE studio = ${where.studio}
      AND round_id = ${where.roundId} AND player_id = ${where.playerId})`,
    ROUND_OF_ANOTHER_PLAYER,
    'round of another player',
  );
}
