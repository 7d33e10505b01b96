import { sql } from 'drizzle-orm';
import type { SqlRows } from '../../db/client.js';
import { inline, inlineQuery, raw } from '../../db/inline-sql.js';
import {
  giftReadColumns,
  parseFreespins,
  parseGift,
  parseRoundStakes,
  type CallFreespins,
  type FreespinSqlRow,
  type GiftSqlRow,
  type RoundStake,
} from './bonus-in-play.js';
import {
  walletActionFromSql,
  walletPlayerColumns,
  walletPlayerOf,
  type WalletActionRow,
  type WalletActionSqlRow,
  type WalletGame,
  type WalletPlayer,
  type WalletPlayerRow,
} from './wallet.repository.js';

/**
 * The first message of a `/play` call (issue 15 §4): after BEGIN, two statements sent together.
 *
 * 1. The player's money lock: the cash and bonus accounts in the call's currency, FOR UPDATE,
 *    in the ledger's order (`lockPlayerLedgerAccounts`). Every call of a player waits here.
 * 2. Everything the call decides on, read after the lock (its own snapshot, so a concurrent
 *    copy of this call has committed or not started): the player (status, country, holds the
 *    currency), the game unless the instance has it cached, whether the game session is open,
 *    whether the player has any live responsible-gaming limit, and the studio's actions under
 *    the ids the call names.
 *
 * One round trip in all. A player with live limits, a first play in a currency (accounts not
 * opened yet) and rollbacks take the ordinary statements instead; the common call does not.
 */
export interface PlayReadInput {
  studio: string;
  playerId: number;
  currency: string;
  gameIdentifier: string;
  /** The instance's copy of the game, when it has one: not read again. */
  cachedGame: WalletGame | undefined;
  sessionId: string | undefined;
  actionIds: readonly string[];
  now: Date;
  /** A free-spin call: the gift's issue id (its gift is read too). */
  freespinIssueId?: string | undefined;
  /** The call has a win: the round's earlier stakes are read for its split. */
  winRound?: { studio: string; roundId: string } | null;
}

export interface LockedAccount {
  id: number;
  kind: string;
  balance: number;
  chainHead: string;
}

export interface PlayRead {
  /** The locked accounts (cash and bonus); fewer than two: not opened in this currency yet. */
  accounts: LockedAccount[];
  /** Undefined: no such player. */
  player: WalletPlayer | undefined;
  /** Read when not cached: null when the catalog has no such game. */
  game: WalletGame | null | undefined;
  /** Whether `session_id` names an open session of this player and game; undefined without. */
  sessionOpen: boolean | undefined;
  /** A live limit (money, session, block): the ordinary limit check runs. */
  hasLiveLimits: boolean;
  known: WalletActionRow[];
  /** The gift in `handle_bets` in the currency (bonus-in-play.ts), its bonus figures. */
  gift: ReturnType<typeof parseGift>;
  freespins: CallFreespins | null;
  /** Read only when the call has a win. */
  roundStakes: RoundStake[] | undefined;
  /** The brand's promotions account in the currency, read when a gift or a win may need it. */
  promotionsAccountId: number | null;
}

/** `walletPlayerColumns` as text, rendered once per currency (it runs on every play call). */
const playerColumnsByCurrency = new Map<string, string>();
function playerColumnsIn(currency: string): string {
  let text = playerColumnsByCurrency.get(currency);
  if (text === undefined) {
    text = inlineQuery(sql`${walletPlayerColumns(currency)}`);
    // Currency codes are a short list; anything else is not worth keeping.
    if (playerColumnsByCurrency.size < 1_000) playerColumnsByCurrency.set(currency, text);
  }
  return text;
}

export function playReadStatements(input: PlayReadInput): string {
  const { playerId, currency, sessionId, now } = input;
  const cached = input.cachedGame;
  const gameColumns = cached
    ? raw(`${cached.id}::text AS game_id`)
    : raw(`g.id::text AS game_id, g.identifier, g.title, g.enabled, g.bet_limits::text AS bet_limits,
      (v.id IS NOT NULL) AS offered, g.categories, gp.slug AS provider`);
  const gameJoin = cached
    ? raw('')
    : raw(
        inline`LEFT JOIN games g ON g.identifier = ${input.gameIdentifier}
    LEFT JOIN game_versions v ON v.game_id = g.id AND v.currency = ${currency}
    LEFT JOIN game_providers gp ON gp.id = g.provider_id`,
      );
  const gameId = raw(cached ? String(cached.id) : 'g.id');
  const session =
    sessionId === undefined
      ? raw('NULL::boolean')
      : raw(inline`CASE WHEN ${gameId} IS NULL THEN NULL ELSE EXISTS (
        SELECT 1 FROM game_sessions gs LEFT JOIN sessions s ON s.id = gs.auth_session_id
        WHERE gs.id = ${sessionId} AND gs.player_id = players.id AND gs.game_id = ${gameId}
          AND gs.ended_at IS NULL AND gs.expires_at > ${now}
          AND (gs.auth_session_id IS NULL OR (s.id IS NOT NULL AND s.ended_at IS NULL
            AND s.expires_at > ${now}))) END`);
  const ids = input.actionIds.length
    ? raw(input.actionIds.map((id) => inline`${id}`).join(', '))
    : raw('NULL');
  const lock = inline`SELECT id::text AS id, kind, balance::text AS balance, chain_head
    FROM ledger_accounts
    WHERE player_id = ${playerId} AND currency = ${currency}
      AND kind IN ('player_real', 'player_bonus')
    ORDER BY id
    FOR UPDATE`;
  const context = inline`SELECT ${raw(playerColumnsIn(currency))},
      ${gameColumns},
      ${session} AS session_open,
      EXISTS (SELECT 1 FROM user_limits l WHERE l.player_id = players.id AND l.status = 'active')
        AS has_live_limits,
      (SELECT coalesce(json_agg(json_build_object(
          'id', a.id::text, 'studio', a.studio, 'action_id', a.action_id, 'kind', a.kind,
          'player_id', a.player_id::text, 'round_id', a.round_id, 'currency', a.currency,
          'amount', a.amount::text, 'original_action_id', a.original_action_id,
          'rolled_back', a.rolled_back,
          'ledger_transaction_id', a.ledger_transaction_id::text,
          'bonus_amount', a.bonus_amount::text, 'gift_id', a.gift_id::text,
          'created_ms', (extract(epoch FROM a.created_at) * 1000)::float8)), '[]'::json)
        FROM wallet_actions a WHERE a.studio = ${input.studio} AND a.action_id IN (${ids}))
        AS known,
      ${raw(giftReadColumns({ currency, freespinIssueId: input.freespinIssueId, winRound: input.winRound ?? null }))}
    FROM players ${gameJoin}
    WHERE players.id = ${playerId}
    LIMIT 1`;
  return `${lock};${context}`;
}

interface ContextRow extends WalletPlayerRow {
  game_id: string | null;
  identifier?: string | null;
  title?: string | null;
  enabled?: boolean | null;
  bet_limits?: string | null;
  offered?: boolean;
  categories?: string[] | null;
  provider?: string | null;
  session_open: boolean | null;
  has_live_limits: boolean;
  known: WalletActionSqlRow[];
  gift: GiftSqlRow | null;
  freespins?: FreespinSqlRow | null;
  round_stakes?: { gift_id: string | null; bet: string; bonus: string }[];
  promotions_id?: string | null;
}

export function parsePlayRead(rows: SqlRows[], cachedGame: WalletGame | undefined): PlayRead {
  const [lockRows = [], contextRows = []] = rows as [
    { id: string; kind: string; balance: string | null; chain_head: string }[],
    ContextRow[],
  ];
  const accounts = lockRows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    balance: Number(row.balance ?? 0),
    chainHead: row.chain_head,
  }));
  const [row] = contextRows;
  if (!row) {
    return {
      accounts,
      player: undefined,
      game: undefined,
      sessionOpen: undefined,
      hasLiveLimits: false,
      known: [],
      gift: null,
      freespins: null,
      roundStakes: undefined,
      promotionsAccountId: null,
    };
  }
  const game: WalletGame | null | undefined = cachedGame
    ? undefined
    : row.game_id === null
      ? null
      : {
          id: Number(row.game_id),
          identifier: row.identifier ?? '',
          title: row.title ?? '',
          enabled: row.enabled === true,
          betLimits: JSON.parse(row.bet_limits ?? '{}') as WalletGame['betLimits'],
          offeredInCurrency: row.offered === true,
          provider: row.provider ?? '',
          categories: row.categories ?? [],
        };
  const gift = parseGift(row.gift);
  return {
    accounts,
    player: walletPlayerOf(row),
    game,
    sessionOpen: row.session_open ?? undefined,
    hasLiveLimits: row.has_live_limits,
    known: row.known.map(walletActionFromSql),
    gift,
    promotionsAccountId:
      row.promotions_id !== undefined && row.promotions_id !== null
        ? Number(row.promotions_id)
        : (gift?.gift.promotionsAccountId ?? null),
    freespins: parseFreespins(row.freespins),
    roundStakes: row.round_stakes === undefined ? undefined : parseRoundStakes(row.round_stakes),
  };
}
