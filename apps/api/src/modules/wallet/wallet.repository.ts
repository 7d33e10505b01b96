import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  gameProviders,
  gameRounds,
  gameSessions,
  games,
  gameVersions,
  walletActions,
} from '../../db/schema/games.js';
import { named } from '../../db/inline-sql.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { playerAccounts, players, sessions } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

/** The SQL of the seamless wallet: its actions, its rounds and what a bet checks. */

export type WalletActionRow = typeof walletActions.$inferSelect;
export type NewWalletActionRow = typeof walletActions.$inferInsert;

/** What a wallet call needs of its player: status, country and the name the ticker masks. */
export interface WalletPlayer {
  id: number;
  email: string;
  nickname: string | null;
  firstName: string | null;
  country: string | null;
  disabledAt: Date | null;
  /** The player has a wallet in the call's currency (a player account or ledger accounts). */
  holdsCurrency: boolean;
  /** The brand's provider clearing account in the call's currency, once opened. */
  clearingAccountId: number | null;
}

/** The columns `walletPlayerColumns` reads, as the driver answers them. */
export interface WalletPlayerRow {
  id: string;
  email: string;
  nickname: string | null;
  first_name: string | null;
  country: string | null;
  disabled_ms: number | string | null;
  holds_currency: boolean;
  clearing_account_id: string | null;
}

/**
 * The wallet player's columns in `currency`, for a statement whose FROM names `players`: the one
 * place the rule "holds the currency" is written, shared by the play and rollback paths. Plain
 * SQL on purpose: inside `db.select({...}).from(players)` Drizzle renders columns without their
 * table, and the correlated `player_id = players.id` below then compares a row of
 * `player_accounts` with itself (issue 14: rollbacks refused with 154 in most currencies).
 */
export function walletPlayerColumns(currency: string): SQL {
  return sql`${players.id}::text AS id, ${players.email} AS email,
      ${players.nickname} AS nickname, ${players.firstName} AS first_name,
      ${players.country} AS country,
      (extract(epoch FROM ${players.disabledAt}) * 1000)::float8 AS disabled_ms,
      (EXISTS (SELECT 1 FROM ${playerAccounts} WHERE ${playerAccounts.playerId} = ${players.id}
               AND ${playerAccounts.currency} = ${currency})
       OR EXISTS (SELECT 1 FROM ${ledgerAccounts} WHERE ${ledgerAccounts.playerId} = ${players.id}
               AND ${ledgerAccounts.currency} = ${currency})) AS holds_currency,
      (SELECT ${ledgerAccounts.id}::text FROM ${ledgerAccounts}
        WHERE ${ledgerAccounts.kind} = 'provider_clearing'
          AND ${ledgerAccounts.currency} = ${currency}
          AND ${ledgerAccounts.playerId} IS NULL) AS clearing_account_id`;
}

export function walletPlayerOf(row: WalletPlayerRow): WalletPlayer {
  return {
    id: Number(row.id),
    email: row.email,
    nickname: row.nickname,
    firstName: row.first_name,
    country: row.country,
    disabledAt: row.disabled_ms === null ? null : new Date(Number(row.disabled_ms)),
    holdsCurrency: row.holds_currency,
    clearingAccountId: row.clearing_account_id === null ? null : Number(row.clearing_account_id),
  };
}

/**
 * The player and whether they hold `currency`, in one round trip: this runs on every wallet
 * call, so it reads the few columns it needs rather than the whole profile.
 */
export async function findWalletPlayer(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<WalletPlayer | undefined> {
  const result = await db.execute(sql`
    SELECT ${walletPlayerColumns(currency)}
    FROM ${players} WHERE ${players.id} = ${playerId} LIMIT 1`);
  const [row] = (result as unknown as { rows: WalletPlayerRow[] }).rows;
  return row ? walletPlayerOf(row) : undefined;
}

export interface WalletGame {
  id: number;
  identifier: string;
  title: string;
  enabled: boolean;
  betLimits: Record<string, { min: number; max: number }>;
  /** A `game_versions` row exists in the call's currency. */
  offeredInCurrency: boolean;
  /** The provider's slug and the game's categories: what a bet's event names (its `play`). */
  provider: string;
  categories: string[];
}

/** The game by its catalog identifier, with whether it has a version in `currency`. */
export async function findWalletGame(
  db: Executor,
  identifier: string,
  currency: string,
): Promise<WalletGame | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      identifier: games.identifier,
      title: games.title,
      enabled: games.enabled,
      betLimits: games.betLimits,
      categories: games.categories,
      provider: gameProviders.slug,
      versionId: gameVersions.id,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .leftJoin(
      gameVersions,
      and(eq(gameVersions.gameId, games.id), eq(gameVersions.currency, currency)),
    )
    .where(eq(games.identifier, identifier))
    .limit(1);
  if (!row) return undefined;
  const { versionId, ...game } = row;
  return { ...game, offeredInCurrency: versionId !== null };
}

/**
 * True when `sessionId` is an open game session of this player and game, not past its end, and
 * the login session it belongs to (if any) is neither ended nor past its absolute end.
 */
export async function isGameSessionOpen(
  db: Executor,
  input: { sessionId: string; playerId: number; gameId: number; now: Date },
): Promise<boolean> {
  const now = input.now.toISOString();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(gameSessions)
    .leftJoin(sessions, eq(sessions.id, gameSessions.authSessionId))
    .where(
      and(
        eq(gameSessions.id, input.sessionId),
        eq(gameSessions.playerId, input.playerId),
        eq(gameSessions.gameId, input.gameId),
        sql`${gameSessions.endedAt} IS NULL`,
        sql`${gameSessions.expiresAt} > ${now}::timestamptz`,
        sql`(${gameSessions.authSessionId} IS NULL OR (${sessions.id} IS NOT NULL AND ${sessions.endedAt} IS NULL AND ${sessions.expiresAt} > ${now}::timestamptz))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The studio's actions under these ids (a batch's ids and the originals it rolls back). */
export async function findWalletActions(
  db: Executor,
  studio: string,
  actionIds: readonly string[],
): Promise<WalletActionRow[]> {
  if (actionIds.length === 0) return [];
  // Read under the player's lock on every call: plain SQL, no query builder.
  const result = await db.execute(sql`
    SELECT id::text AS id, studio, action_id, kind, player_id::text AS player_id, round_id,
      currency, amount::text AS amount, original_action_id, rolled_back,
      ledger_transaction_id::text AS ledger_transaction_id, bonus_amount::text AS bonus_amount,
      gift_id::text AS gift_id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
    FROM wallet_actions
    WHERE studio = ${studio} AND action_id IN (${sql.join(
      actionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = (result as unknown as { rows: WalletActionSqlRow[] }).rows;
  return rows.map(walletActionFromSql);
}

/** A `wallet_actions` row as the statements here and the play call's read return it. */
export function walletActionFromSql(row: WalletActionSqlRow): WalletActionRow {
  return {
    id: Number(row.id),
    studio: row.studio,
    actionId: row.action_id,
    kind: row.kind,
    playerId: Number(row.player_id),
    roundId: row.round_id,
    currency: row.currency,
    amount: Number(row.amount),
    originalActionId: row.original_action_id,
    rolledBack: row.rolled_back,
    ledgerTransactionId:
      row.ledger_transaction_id === null ? null : Number(row.ledger_transaction_id),
    bonusAmount: Number(row.bonus_amount),
    giftId: row.gift_id === null || row.gift_id === undefined ? null : Number(row.gift_id),
    createdAt: new Date(Number(row.created_ms)),
  };
}

export interface WalletActionSqlRow {
  id: string;
  /** Read where the statement selects it (bets and wins of a bonus). */
  gift_id?: string | null;
  studio: string;
  action_id: string;
  kind: string;
  player_id: string;
  round_id: string;
  currency: string;
  amount: string;
  original_action_id: string | null;
  rolled_back: boolean;
  ledger_transaction_id: string | null;
  bonus_amount: string;
  created_ms: number | string;
}

export async function insertWalletAction(
  db: Executor,
  row: NewWalletActionRow,
): Promise<WalletActionRow> {
  const [inserted] = await db.insert(walletActions).values(row).returning();
  if (!inserted) throw new Error('wallet action insert returned no row');
  return inserted;
}

/** What a call adds to its round (`addToRound`). */
export interface RoundAddition {
  studio: string;
  roundId: string;
  playerId: number;
  gameId: number;
  currency: string;
  betDelta: number;
  winDelta: number;
  finished: boolean;
  now: Date;
}

/**
 * Inserts a call's actions in one statement, in order, and with them adds to the call's round
 * as `addToRound` does. Returns the actions' ids by action id, and whether the round was
 * written (false: the round id is another player's, nothing was added to it; null: no round).
 * An action id already held fails the statement with a unique violation (the call is then
 * run again).
 */
export async function insertWalletActions(
  db: Executor,
  rows: readonly NewWalletActionRow[],
  round: RoundAddition | null = null,
): Promise<{ ids: Map<string, number>; roundRecorded: boolean | null }> {
  if (rows.length === 0) {
    return { ids: new Map(), roundRecorded: round ? await addToRound(db, round) : null };
  }
  const result = await db.execute(walletActionsStatement(rows, round));
  return walletActionsWritten((result as unknown as { rows: WrittenActionRow[] }).rows, round);
}

/** An action to record whose ledger transaction is booked earlier in the same message. */
export type ActionBookedByReference = NewWalletActionRow & { ledgerReference?: string | null };

/**
 * The statement of `insertWalletActions`, to run or to send in a message with others. An
 * action may name its movement by `ledgerReference` instead of `ledgerTransactionId`: the
 * statement reads the id of the movement a previous statement of the message booked.
 */
export function walletActionsStatement(
  rows: readonly ActionBookedByReference[],
  round: RoundAddition | null,
): SQL {
  const json = JSON.stringify(
    rows.map((row, ord) => ({
      ord,
      studio: row.studio,
      action_id: row.actionId,
      kind: row.kind,
      player_id: row.playerId,
      round_id: row.roundId,
      currency: row.currency,
      amount: row.amount,
      original_action_id: row.originalActionId ?? null,
      ledger_transaction_id: row.ledgerTransactionId ?? null,
      ledger_reference: row.ledgerReference ?? null,
      bonus_amount: row.bonusAmount ?? 0,
      gift_id: row.giftId ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  );
  const roundPart = round
    ? sql`, round AS (
        INSERT INTO game_rounds (studio, round_id, player_id, game_id, currency, bet_cents,
          win_cents, finished, started_at, updated_at)
        VALUES (${round.studio}, ${round.roundId}, ${round.playerId}, ${round.gameId},
          ${round.currency}, ${round.betDelta}, ${round.winDelta}, ${round.finished},
          ${round.now.toISOString()}::timestamptz, ${round.now.toISOString()}::timestamptz)
        ON CONFLICT (studio, round_id) DO UPDATE SET
          bet_cents = game_rounds.bet_cents + EXCLUDED.bet_cents,
          win_cents = game_rounds.win_cents + EXCLUDED.win_cents,
          finished = game_rounds.finished OR EXCLUDED.finished,
          updated_at = EXCLUDED.updated_at
        WHERE game_rounds.player_id = EXCLUDED.player_id
        RETURNING id)`
    : sql``;
  const roundRows = round ? sql`UNION ALL SELECT NULL, NULL FROM round` : sql``;
  // Two shapes (with and without the round), each prepared once per connection in a message.
  return named(
    round ? 'wallet_actions_round' : 'wallet_actions',
    sql`
    WITH actions AS (
      INSERT INTO wallet_actions (studio, action_id, kind, player_id, round_id, currency, amount,
        original_action_id, ledger_transaction_id, bonus_amount, gift_id, created_at)
      SELECT studio, action_id, kind, player_id, round_id, currency, amount, original_action_id,
        coalesce(ledger_transaction_id, (SELECT lt.id FROM ledger_transactions lt
          WHERE lt.reference = a.ledger_reference)), bonus_amount, gift_id, created_at
      FROM jsonb_to_recordset(${json}::jsonb) AS a(ord int, studio text, action_id text,
        kind text, player_id bigint, round_id text, currency text, amount bigint,
        original_action_id text, ledger_transaction_id bigint, ledger_reference text,
        bonus_amount bigint, gift_id bigint, created_at timestamptz)
      ORDER BY ord
      RETURNING id, action_id)${roundPart}
    SELECT id::text AS id, action_id FROM actions ${roundRows}`,
  );
}

export interface WrittenActionRow {
  id: string | null;
  action_id: string | null;
}

/** What `walletActionsStatement` answered: the actions' ids, and whether the round was written. */
export function walletActionsWritten(
  returned: readonly WrittenActionRow[],
  round: RoundAddition | null,
): { ids: Map<string, number>; roundRecorded: boolean | null } {
  const ids = new Map<string, number>();
  let roundsWritten = 0;
  for (const row of returned) {
    if (row.action_id === null) roundsWritten += 1;
    else ids.set(row.action_id, Number(row.id));
  }
  return { ids, roundRecorded: round ? roundsWritten > 0 : null };
}

export async function markRolledBack(db: Executor, id: number): Promise<void> {
  await db.update(walletActions).set({ rolledBack: true }).where(eq(walletActions.id, id));
}

/** True when the round has a win with money in it that no rollback undid (WI-05). */
export async function roundHasPaidWin(
  db: Executor,
  studio: string,
  roundId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(walletActions)
    .where(
      and(
        eq(walletActions.studio, studio),
        eq(walletActions.roundId, roundId),
        eq(walletActions.kind, 'win'),
        eq(walletActions.rolledBack, false),
        sql`${walletActions.amount} > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds to the round's totals (negative deltas subtract, for rollbacks), opening the round on
 * its first action. Returns false, changing nothing, when the round id is another player's.
 */
export async function addToRound(
  db: Executor,
  input: {
    studio: string;
    roundId: string;
    playerId: number;
    gameId: number;
    currency: string;
    betDelta: number;
    winDelta: number;
    finished: boolean;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(gameRounds)
    .values({
      studio: input.studio,
      roundId: input.roundId,
      playerId: input.playerId,
      gameId: input.gameId,
      currency: input.currency,
      betCents: input.betDelta,
      winCents: input.winDelta,
      finished: input.finished,
      startedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.studio, gameRounds.roundId],
      set: {
        betCents: sql`${gameRounds.betCents} + ${input.betDelta}`,
        winCents: sql`${gameRounds.winCents} + ${input.winDelta}`,
        finished: sql`${gameRounds.finished} OR ${input.finished}`,
        updatedAt: input.now,
      },
      setWhere: sql`${gameRounds.playerId} = ${input.playerId}`,
    })
    .returning({ id: gameRounds.id });
  return rows.length > 0;
}

/** Closes the player's round (a call with `finished`); a round not opened yet stays unknown. */
export async function finishRound(
  db: Executor,
  input: { studio: string; roundId: string; playerId: number; now: Date },
): Promise<void> {
  await db.execute(finishRoundStatement(input));
}

export function finishRoundStatement(input: {
  studio: string;
  roundId: string;
  playerId: number;
  now: Date;
}): SQL {
  return sql`UPDATE game_rounds SET finished = true,
      updated_at = ${input.now.toISOString()}::timestamptz
    WHERE studio = ${input.studio} AND round_id = ${input.roundId}
      AND player_id = ${input.playerId}`;
}

/** Subtracts a rolled-back action from its round (the games history stays right, PR-014). */
export async function subtractFromRound(
  db: Executor,
  input: { studio: string; roundId: string; betDelta: number; winDelta: number; now: Date },
): Promise<void> {
  await db
    .update(gameRounds)
    .set({
      betCents: sql`${gameRounds.betCents} - ${input.betDelta}`,
      winCents: sql`${gameRounds.winCents} - ${input.winDelta}`,
      updatedAt: input.now,
    })
    .where(and(eq(gameRounds.studio, input.studio), eq(gameRounds.roundId, input.roundId)));
}
