import type { WageringBonus } from '@croupier/domain/bonus/wagering';
import { stakeableCents } from '@croupier/domain/bonus/stake-plan';
import type { AppDeps } from '../../app-deps.js';
import type { EurRates } from '../ledger/eur-rates.js';
import type { BetLimits, CallMovements } from '../limits/limit-check.js';
import type { CashBooking, PlayerCashBatch } from '../ledger/cash-batch.js';
import type { PlayerBalance } from '../ledger/ledger.service.js';
import type { SqlRows } from '../../db/client.js';
import type { Statement } from '../../db/inline-sql.js';
import type { Transaction } from '../../db/transaction.js';
import {
  findWalletGame,
  insertWalletAction,
  walletActionsStatement,
  walletActionsWritten,
  type NewWalletActionRow,
  type WrittenActionRow,
  type RoundAddition,
  type WalletActionRow,
  type WalletGame,
  type WalletPlayer,
} from './wallet.repository.js';
import { refuse } from './wallet-refusal.js';
import type { JackpotSnapshot } from '../jackpots/jackpot-config.js';
import type { JackpotFeed } from '../jackpots/jackpot-play.service.js';
import {
  stakeGameOf,
  type CallFreespins,
  type CallGift,
  type RoundStake,
} from './bonus-in-play.js';

/** What every action of one wallet call shares: the transaction, the player, the round. */
export interface WalletCall {
  tx: Transaction;
  deps: AppDeps;
  studio: string;
  player: WalletPlayer;
  currency: string;
  /** The catalog identifier the call names (`game`). */
  gameIdentifier: string;
  roundId: string;
  sessionId: string | undefined;
  finished: boolean;
  now: Date;
  /** Before the first action: a refusal reports it, since the batch rolls back. */
  balanceBefore: PlayerBalance;
  /** After the last action so far. */
  balance: PlayerBalance;
  /** Looked up once per call, before the lock or on the first action that needs it. */
  game?: WalletGame | null;
  /** Read before the lock when the call has bets: the game session is open (DESIGN.md §6). */
  sessionOpen?: boolean;
  /** Read before the lock when the call has bets: a self-exclusion or time-out is in force. */
  blocked?: boolean;
  /**
   * The studio's actions under every id the call names (its own and the originals it rolls
   * back), read in one query under the player lock and kept current as the call writes.
   */
  known: Map<string, WalletActionRow>;
  /** The instance's EUR rates (read before the transaction): the `play` of each event. */
  rates: EurRates;
  /** The bonus being wagered in the call's currency (its gift's figures), or null. */
  bonus: WageringBonus | null;
  /** The gift in `handle_bets` in the call's currency (bonus-in-play.ts), or null. */
  gift: CallGift | null;
  /** The free-spins gift the call plays (`freespin_issue_id`), or null. */
  freespins: CallFreespins | null;
  /**
   * The round's stakes booked by earlier calls, by gift: read in the first message when the
   * call has a win (its split follows the whole round's stakes). Undefined: not read.
   */
  roundStakes?: RoundStake[];
  /** The call's stakes split by source, so far: its wins follow this split (stake-plan.ts). */
  staked: { fromRealCents: number; fromBonusCents: number };
  /** The gift the call's bonus stakes came from (the one in `handle_bets`), when any did. */
  stakedGiftId: number | null;
  /** The stake limits' windows, read on the call's first bet (`readBetLimits`). */
  limits?: BetLimits;
  /** What the call's bets and wins moved so far (signed), for the limits' running totals. */
  moved: CallMovements;
  /** The call's bets and wins, added to its round once at the end of the call. */
  roundDelta: { gameId: number; betCents: number; winCents: number } | null;
  /**
   * A play call's movements, held under the player's lock and written together by
   * `writeRound` (a rollback call posts each movement at once instead).
   */
  cash?: PlayerCashBatch;
  /** Bets and wins recorded in memory (`known` has them too), written by `writeRound`. */
  pending: { row: WalletActionRow; booking: CashBooking | null }[];
  /** The jackpots (a play call's; read before the transaction, jackpot-config.ts). */
  jackpots?: JackpotSnapshot;
  /** The call's bets' contributions to jackpot pools, written with the call's COMMIT. */
  jackpotFeeds?: JackpotFeed[];
}

/** One line of the answer's `transactions`. */
export interface Processed {
  action_id: string;
  tx_id: string;
  processed_at: string;
}

export function processedFrom(actionId: string, row: WalletActionRow): Processed {
  return { action_id: actionId, tx_id: String(row.id), processed_at: row.createdAt.toISOString() };
}

/**
 * The balance the wallet answers: the money the player can stake in the call's game, real
 * money and the bonus usable there (DESIGN.md §12), never bonus money the game cannot take.
 */
export function stakeableBalance(call: WalletCall, balance: PlayerBalance = call.balance): number {
  // The ledger's bonus account holds the gift's bonus money (the balance given may be the one
  // before the call, when a refusal reports it).
  const bonus = call.bonus ? { ...call.bonus, bonusCents: balance.bonusCents } : null;
  return stakeableCents(balance.realCents, bonus, stakeGameOf(call.game, call.gift));
}

/** The call's cash movements; only a play call books through a batch. */
export function cashOf(call: WalletCall): PlayerCashBatch {
  if (!call.cash) throw new Error('this wallet call books no batched movements');
  return call.cash;
}

/** The game the call names, whatever its state; unknown → 107. */
export async function gameOf(call: WalletCall): Promise<WalletGame> {
  if (call.game === undefined) {
    call.game = (await findWalletGame(call.tx, call.gameIdentifier, call.currency)) ?? null;
  }
  if (call.game === null) throw refuse.gameForbidden();
  return call.game;
}

/** The reference of an action's ledger movement: one per studio action id. */
export function ledgerReference(studio: string, actionId: string): string {
  return `wallet:${studio}:${actionId}`;
}

/** Records an action and remembers it, so a repeat of its id later in the batch is a replay. */
export async function recordAction(
  call: WalletCall,
  row: NewWalletActionRow,
): Promise<WalletActionRow> {
  const inserted = await insertWalletAction(call.tx, row);
  call.known.set(inserted.actionId, inserted);
  return inserted;
}

/**
 * Records a bet or win in memory: later actions of the call see it in `known` (a repeat of its
 * id is a replay), and `writeRound` writes it with its movement. Its `id` (the answer's
 * `tx_id`) and ledger transaction id are filled in then.
 */
export function recordLater(
  call: WalletCall,
  row: Omit<NewWalletActionRow, 'ledgerTransactionId'>,
  booking: CashBooking | null,
): WalletActionRow {
  const pending: WalletActionRow = {
    id: 0,
    originalActionId: null,
    rolledBack: false,
    ledgerTransactionId: null,
    bonusAmount: 0,
    ...row,
  } as WalletActionRow;
  call.known.set(pending.actionId, pending);
  call.pending.push({ row: pending, booking });
  return pending;
}

/**
 * The statements that write what a call holds in memory, run one by one (`writeRound`) or
 * sent in one message with the call's COMMIT (wallet-play.ts). `guards` is SQL that fails the
 * message unless the statements wrote what the call computed; `apply` reads the statements'
 * answers in order.
 */
export interface PendingWrite {
  statements: Statement[];
  guards: string[];
  apply(answers: readonly SqlRows[]): void;
}

/**
 * The call's movements (one statement, the booking engine's), then its actions with, at the
 * end of the call, its round (one statement; each action names its movement by reference).
 * `apply` fills in the actions' ids (the answer's `tx_id`) and ledger transaction ids and
 * answers whether the round was written (null: none given).
 */
export function prepareWritePending(
  call: WalletCall,
  round: RoundAddition | null = null,
): (Omit<PendingWrite, 'apply'> & { apply(answers: readonly SqlRows[]): boolean | null }) | null {
  if (call.pending.length === 0 && !call.cash?.hasPending && !round) return null;
  const booking = call.cash?.prepareWrite() ?? null;
  const pending = call.pending;
  call.pending = [];
  const actions = walletActionsStatement(
    pending.map(({ row, booking: booked }) => {
      const { id: _unassigned, ...insert } = row;
      return { ...insert, ledgerReference: booked?.reference ?? null };
    }),
    round,
  );
  return {
    statements: booking ? [booking.statement, actions] : [actions],
    guards: booking ? [booking.guard] : [],
    apply(answers) {
      const [first = [], second = []] = answers;
      booking?.apply(first);
      const written = walletActionsWritten(
        (booking ? second : first) as unknown as WrittenActionRow[],
        round,
      );
      for (const { row, booking: booked } of pending) {
        if (booked) {
          if (booked.transactionId === null) throw new Error(`action ${row.actionId} not booked`);
          row.ledgerTransactionId = booked.transactionId;
        }
        const id = written.ids.get(row.actionId);
        if (id === undefined) throw new Error(`wallet action ${row.actionId} not recorded`);
        row.id = id;
      }
      return written.roundRecorded;
    },
  };
}

/** Runs statements in order on the call's transaction and answers the rows of each. */
export async function runStatements(tx: Transaction, statements: readonly Statement[]) {
  const answers: SqlRows[] = [];
  for (const statement of statements) {
    const result = await tx.execute(statement);
    answers.push((result as unknown as { rows: SqlRows }).rows);
  }
  return answers;
}
