import { createHash } from 'node:crypto';
import type { RollbackRequest } from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { fetchStudioRound } from '../games/studio-client.js';
import { recordLedgerCorrection } from '../ledger/ledger-audit.service.js';
import { findHeldRounds, type HeldRound } from './wallet-repair.repository.js';
import { WalletRefusal } from './wallet-refusal.js';
import { handleWalletCall } from './wallet.service.js';

/**
 * Stakes the wallet kept although the studio cancelled their round (issue 14: until the fix,
 * every rollback in a currency other than EUR or CAD was refused with 412 code 154, which is
 * definitive, so the studio stopped asking). The wallet itself records nothing of a refused
 * call; the studio does: its round is `void` and lists the action ids it tried to undo. A kept
 * round is a void round of the studio whose bets or wins the wallet still holds.
 */
export interface KeptRound extends HeldRound {
  /** The game the studio names the round under (the rollback names it too). */
  game: string;
}

export interface KeptStakes {
  kept: KeptRound[];
  /** Rounds with money held that the studio was asked about. */
  checked: number;
  /** Of those, rounds the studio no longer knows (past its retention, or never its own). */
  unknown: number;
}

/** Studio calls in flight at once: a sandbox answers in milliseconds, a real one may not. */
const CONCURRENCY = 8;

export async function findKeptStakes(deps: AppDeps, since: Date): Promise<KeptStakes> {
  const held = await findHeldRounds(deps.database.db, deps.env.GAMES_STUDIO, since);
  const kept: (KeptRound | null)[] = new Array<KeptRound | null>(held.length).fill(null);
  let unknown = 0;
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < held.length; index = next++) {
      const round = held[index] as HeldRound;
      const stored = await fetchStudioRound(deps.env, round.roundId);
      if (!stored) {
        unknown += 1;
        continue;
      }
      // Only the studio's own cancelled real-money round of this player and currency.
      if (stored.status !== 'void' || stored.mode !== 'real') continue;
      if (stored.player_id !== String(round.playerId) || stored.currency !== round.currency) {
        continue;
      }
      const cancelled = new Set(stored.wallet_actions);
      const actions = round.actions.filter((action) => cancelled.has(action.actionId));
      if (actions.length > 0) kept[index] = { ...round, actions, game: stored.game };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, held.length) }, worker));
  return {
    kept: kept.filter((round): round is KeptRound => round !== null),
    checked: held.length,
    unknown,
  };
}

/**
 * The id of the rollback that repairs `original`: the same for every run, so the wallet answers
 * a second run as a replay (its ledger reference `wallet:<studio>:<id>` is the business key),
 * and within the protocol's 128 characters whatever the original's length.
 */
export function repairActionId(original: string): string {
  return `repair-${createHash('sha256').update(original).digest('hex').slice(0, 40)}`;
}

export type RepairOutcome =
  | { round: KeptRound; refunded: true; balance: number }
  | { round: KeptRound; refunded: false; code: number; message: string };

/**
 * Sends each kept round the rollback its studio asked for, through the wallet's own rollback
 * path: newest action first, each one ledger transaction (stake back to the player from
 * provider clearing, a win taken back), the round's totals reduced, the balance pushed to the
 * player by the `ledger.movement` event. A win the player has since spent is taken as far as
 * the balance goes, the rest booked as a receivable (`receivables` lists them); a round the
 * wallet still refuses is reported and left to the operator. One audit row per run.
 */
export async function refundKeptStakes(
  deps: AppDeps,
  kept: readonly KeptRound[],
): Promise<RepairOutcome[]> {
  const outcomes: RepairOutcome[] = [];
  for (const round of kept) {
    const request: RollbackRequest = {
      user_id: String(round.playerId),
      currency: round.currency,
      game: round.game,
      game_id: round.roundId,
      finished: true,
      actions: [...round.actions].reverse().map((action) => ({
        action: 'rollback' as const,
        action_id: repairActionId(action.actionId),
        original_action_id: action.actionId,
      })),
    };
    try {
      const answer = await handleWalletCall(deps, deps.env.GAMES_STUDIO, {
        kind: 'rollback',
        request,
      });
      outcomes.push({ round, refunded: true, balance: answer.balance });
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      const { code, message } = error.body();
      outcomes.push({ round, refunded: false, code, message });
    }
  }
  if (outcomes.length > 0) {
    const refunded = outcomes.filter((outcome) => outcome.refunded).length;
    await recordLedgerCorrection(deps.database.db, {
      kind: 'wallet_repair',
      summary: `wallet-repair: ${refunded} of ${outcomes.length} cancelled rounds rolled back`,
      details: {
        studio: deps.env.GAMES_STUDIO,
        rounds: outcomes.map((outcome) => ({
          round: outcome.round.roundId,
          player: outcome.round.playerId,
          currency: outcome.round.currency,
          actions: outcome.round.actions.map((action) => ({
            original: action.actionId,
            rollback: repairActionId(action.actionId),
            kind: action.kind,
            amount: action.amount,
          })),
          ...(outcome.refunded
            ? { balance: outcome.balance }
            : { refused: { code: outcome.code, message: outcome.message } }),
        })),
      },
      now: deps.clock.now(),
    });
  }
  return outcomes;
}
