import { z } from 'zod';

/**
 * The seamless-wallet protocol a game studio speaks to the casino (DESIGN.md §6): the
 * SoftSwiss-style provider protocol that public integrations agree on. The studio calls
 * `POST {wallet}/play` and `POST {wallet}/rollback`; every body is signed with
 * `X-REQUEST-SIGN: hex(HMAC-SHA256(studio secret, raw body))`. docs/wallet-protocol.md is the
 * prose version for third-party studios; the conformance suite (packages/wallet-conformance) checks
 * any wallet against it.
 *
 * Amounts are integers in the currency's minor units (cents, satoshi): never floats.
 */

export const WALLET_SIGNATURE_HEADER = 'x-request-sign';

/** Identifiers chosen by the studio: opaque, bounded, printable. */
const studioId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces');

const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const betActionSchema = z.object({
  action: z.literal('bet'),
  action_id: studioId,
  amount,
  /** Part of the stake that feeds a jackpot pool; informational. */
  jackpot_contribution: amount.optional(),
});
export const winActionSchema = z.object({
  action: z.literal('win'),
  action_id: studioId,
  amount,
  /** Part of the win paid from a jackpot pool; informational. */
  jackpot_win: amount.optional(),
});
export const playActionSchema = z.discriminatedUnion('action', [betActionSchema, winActionSchema]);
export type PlayAction = z.infer<typeof playActionSchema>;

const callBase = {
  /** The casino's player id, as the launch gave it to the studio. */
  user_id: studioId,
  /** ISO 4217 or crypto code of the session's wallet: EUR, BTC, ... */
  currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
  /** The game's identifier in the casino's catalog (`provider/key`). */
  game: studioId,
  /** The round: every action of one round carries the same `game_id`. */
  game_id: studioId,
  /** The game session the casino opened at launch (omitted by studios that have none). */
  session_id: studioId.optional(),
  /** True when this call closes the round. */
  finished: z.boolean().default(false),
};

/**
 * `POST /play`: a batch of bets and wins of one round, applied all-or-nothing. Without
 * `actions` (or with none) it only reads the balance.
 */
export const playRequestSchema = z.object({
  ...callBase,
  actions: z.array(playActionSchema).max(100).default([]),
});
export type PlayRequest = z.infer<typeof playRequestSchema>;

export const rollbackActionSchema = z.object({
  action: z.literal('rollback'),
  action_id: studioId,
  /** The bet (or win) to undo; may not have reached the wallet yet (a tombstone is kept). */
  original_action_id: studioId,
});
/** `POST /rollback`: undoes earlier actions of a round, all-or-nothing. */
export const rollbackRequestSchema = z.object({
  ...callBase,
  actions: z.array(rollbackActionSchema).min(1).max(100),
});
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const walletTransactionSchema = z.object({
  action_id: z.string(),
  /** The wallet's id for the movement; a replayed `action_id` returns the first one. */
  tx_id: z.string(),
  processed_at: z.iso.datetime(),
});

/** 200 answer of both calls: the balance after the batch (cash plus bonus, minor units). */
export const walletResponseSchema = z.object({
  balance: amount,
  game_id: z.string().optional(),
  transactions: z.array(walletTransactionSchema).default([]),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/**
 * Refusals: HTTP 412 with one of these codes (403 for a bad signature, 400 for a body that is
 * not the protocol). A refusal moves no money.
 */
export const WALLET_ERROR_CODES = {
  NOT_ENOUGH_FUNDS: 100,
  INVALID_PLAYER: 101,
  /** A responsible-gaming limit (loss, wager, session) is reached. */
  BET_LIMIT_REACHED: 105,
  /** The stake is above the game's (or the active bonus's) maximum bet. */
  MAX_BET_EXCEEDED: 106,
  GAME_FORBIDDEN: 107,
  /** Blocked, self-excluded or cooling off: no new bets. */
  PLAYER_DISABLED: 110,
  COUNTRY_BLOCKED: 153,
  WRONG_CURRENCY: 154,
  BAD_SIGNATURE: 403,
  /**
   * HTTP 409, a conflict with what the wallet already holds: the same `action_id` with other
   * content (another amount, round, player or kind); a bet whose id a rollback already
   * tombstoned (WI-05); a rollback of a bet whose round already paid a win (WI-05).
   */
  DUPLICATE_ACTION: 409,
  /** A malformed body. */
  BAD_REQUEST: 400,
  /** The wallet could not decide now; the studio retries with the same ids. */
  UNKNOWN_ERROR: 500,
} as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[keyof typeof WALLET_ERROR_CODES];

export const walletErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  /** The balance when the wallet knows it (e.g. after 100 not enough funds). */
  balance: amount.optional(),
});
export type WalletError = z.infer<typeof walletErrorSchema>;

/**
 * Whether a studio may stop retrying: a 200 or a refusal is definitive, a 5xx or a network
 * failure is not (the studio retries wins and rollbacks with the same ids, and rolls a bet
 * back when it never learnt its fate).
 */
export function isDefinitiveWalletStatus(status: number): boolean {
  return [200, 400, 403, 409, 412].includes(status);
}
