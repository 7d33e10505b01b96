import type { PlayContext, StakeSplitEvent } from '@croupier/contracts/events';
import type { z } from 'zod';
import type { rollbackContextSchema } from '@croupier/contracts/events';
import { eurCentsOf, type EurRates } from '../ledger/eur-rates.js';
import type { WalletActionRow, WalletGame } from './wallet.repository.js';

/**
 * The `play` field of a bet, win or rollback `ledger.movement` event (packages/contracts
 * events.ts, DESIGN.md §12): what engagement consumers (comp points, quests, tournaments, VIP
 * progress) weigh play by, built from what the wallet call has already read (the game with its
 * provider and categories, the EUR rates cached per instance) — no query of its own.
 */
export type RollbackContext = z.infer<typeof rollbackContextSchema>;

export interface PlayContextInput {
  studio: string;
  /** The studio's action id of this movement. */
  actionId: string;
  game: Pick<WalletGame, 'identifier' | 'provider' | 'categories'>;
  /** The protocol's `game_id`. */
  round: string;
  /** The call's `finished`. */
  roundFinished: boolean;
  currency: string;
  /** The movement's split between real and bonus money (unsigned minor units). */
  split: StakeSplitEvent;
  rates: EurRates;
}

export function playContextOf(input: PlayContextInput): PlayContext {
  const amount = input.split.realCents + input.split.bonusCents;
  return {
    studio: input.studio,
    actionId: input.actionId,
    game: input.game.identifier,
    provider: input.game.provider,
    categories: [...input.game.categories],
    round: input.round,
    roundFinished: input.roundFinished,
    split: { realCents: input.split.realCents, bonusCents: input.split.bonusCents },
    // A currency the brand has no EUR price for (none among real ones) weighs nothing.
    eurCents: eurCentsOf(input.rates, input.currency, amount) ?? 0,
  };
}

/**
 * A rollback's context: the original's game, round and split, so a consumer undoes exactly
 * what the original added; `actionId` is the rollback's own.
 */
export function rollbackContextOf(
  input: Omit<PlayContextInput, 'split' | 'round'> & {
    original: Pick<WalletActionRow, 'actionId' | 'kind' | 'amount' | 'bonusAmount' | 'roundId'>;
  },
): RollbackContext {
  const { original } = input;
  if (original.kind !== 'bet' && original.kind !== 'win') {
    throw new Error(`a ${original.kind} is not rolled back with money`);
  }
  return {
    ...playContextOf({
      ...input,
      round: original.roundId,
      split: splitOf(original),
    }),
    originalActionId: original.actionId,
    originalKind: original.kind,
  };
}

/** A recorded bet's or win's split (`bonus_amount` is its bonus part, WI-13). */
export function splitOf(action: Pick<WalletActionRow, 'amount' | 'bonusAmount'>): StakeSplitEvent {
  return { realCents: action.amount - action.bonusAmount, bonusCents: action.bonusAmount };
}
