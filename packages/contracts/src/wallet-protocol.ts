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
/** K-089: the levels of a jackpot. */
export const JACKPOT_LEVELS = ['level_1', 'level_2', 'level_3'] as const;
/**
 * A jackpot level the studio's drop rule decided (docs/wallet-protocol.md §14): the wallet pays
 * the level's whole pool in the call's currency and reseeds it from the house. The amount is the
 * casino's (its pool), answered on the transaction's line; the round must have contributed to
 * that jackpot.
 */
export const jackpotWinActionSchema = z.object({
  action: z.literal('jackpot_win'),
  action_id: studioId,
  /** The jackpot's identifier, as the answer's `jackpots` named it. */
  jackpot: studioId,
  level: z.enum(JACKPOT_LEVELS),
});
export const playActionSchema = z.discriminatedUnion('action', [
  betActionSchema,
  winActionSchema,
  jackpotWinActionSchema,
]);
export type PlayAction = z.infer<typeof playActionSchema>;

/**
 * The round. Studios send it as a string or as a JSON integer; an integer is the round named by
 * its decimal digits (`12` and `"12"` are one round). The wallet reads an integer's digits from
 * the raw body, so one past 2^53 keeps every digit (wallet-body.ts).
 */
const roundId = z.union([studioId, z.number().int().nonnegative()]).transform(String);

const callBase = {
  /** The casino's player id, as the launch gave it to the studio. */
  user_id: studioId,
  /** ISO 4217 or crypto code of the session's wallet: EUR, BTC, ... */
  currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
  /** The game's identifier in the casino's catalog (`provider/key`). */
  game: studioId,
  /** The round: every action of one round carries the same `game_id`. */
  game_id: roundId,
  /** The game session the casino opened at launch (omitted by studios that have none). */
  session_id: studioId.optional(),
  /** True when this call closes the round. */
  finished: z.boolean().default(false),
};

const playFields = {
  ...callBase,
  game: callBase.game.optional(),
  game_id: callBase.game_id.optional(),
  actions: z.array(playActionSchema).max(100).optional(),
  /**
   * A free spin (docs/wallet-protocol.md "Free spins"): the casino's issue this round is played
   * from. Its bets are of amount 0 (the casino paid the stake when it issued the spins); its
   * wins are the spin's winnings, which the casino holds for the gift, not as cash.
   */
  freespin_issue_id: studioId.optional(),
};
/** The top-level keys of a `/play` body; any other key beside no `actions` is a 400. */
export const PLAY_FIELDS: readonly string[] = Object.keys(playFields);

/**
 * `POST /play`: a batch of bets and wins of one round, applied all-or-nothing. Without
 * `actions` (or with none) it only reads the balance, and then needs only `user_id`,
 * `currency` and `session_id` or `game`. A batch with actions names its `game` and round
 * (`game_id`). A body without `actions` that carries a key the protocol does not know (say a
 * single `"action": {...}`) is refused rather than answered as a balance read that books nothing.
 */
export const playRequestSchema = z
  .looseObject(playFields)
  .superRefine((body, context) => {
    if (body.actions === undefined) {
      const unknown = Object.keys(body).find((key) => !PLAY_FIELDS.includes(key));
      if (unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [unknown],
          message: 'not a field of the protocol; a batch is sent as `actions`',
        });
      }
    }
    if (body.game === undefined && body.session_id === undefined) {
      context.addIssue({ code: 'custom', path: ['game'], message: 'give `game` or `session_id`' });
    }
    if ((body.actions?.length ?? 0) > 0) {
      for (const field of ['game', 'game_id'] as const) {
        if (body[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], message: 'required with actions' });
        }
      }
    }
    if (body.freespin_issue_id !== undefined) {
      body.actions?.forEach((action, index) => {
        if (action.action === 'bet' && action.amount !== 0) {
          context.addIssue({
            code: 'custom',
            path: ['actions', index, 'amount'],
            message: 'a free spin stakes nothing: its bets are of amount 0',
          });
        }
      });
    }
  })
  .transform((body): PlayRequest => ({
    user_id: body.user_id,
    currency: body.currency,
    ...(body.game === undefined ? {} : { game: body.game }),
    ...(body.game_id === undefined ? {} : { game_id: body.game_id }),
    ...(body.session_id === undefined ? {} : { session_id: body.session_id }),
    finished: body.finished,
    actions: body.actions ?? [],
    ...(body.freespin_issue_id === undefined ? {} : { freespin_issue_id: body.freespin_issue_id }),
  }));

/** A `/play` call as the wallet reads it (`game_id` always as a string). */
export interface PlayRequest {
  user_id: string;
  currency: string;
  /** Absent only on a balance read. */
  game?: string;
  /** Absent only on a balance read. */
  game_id?: string;
  session_id?: string;
  finished: boolean;
  actions: PlayAction[];
  /** A free spin: the casino's free-spin issue it is played from (its bets are 0). */
  freespin_issue_id?: string;
}

export const rollbackActionSchema = z.object({
  action: z.literal('rollback'),
  action_id: studioId,
  /** The bet (or win) to undo; may not have reached the wallet yet (a tombstone is kept). */
  original_action_id: studioId,
});
/**
 * `POST /rollback`: undoes earlier actions, all-or-nothing and in any order (a whole round's
 * bets and wins in one call).
 */
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
  /** A `jackpot_win`: what the wallet paid (the level's pool). */
  amount: amount.optional(),
});

/**
 * A jackpot level the call's bets fed (docs/wallet-protocol.md §14): the studio's drop rule
 * reads `before`, `amount` and `must_drop_by` of each.
 */
export const walletJackpotSchema = z.object({
  jackpot: z.string(),
  level: z.enum(JACKPOT_LEVELS),
  /** What the call's bets added to the pool. */
  contribution: amount,
  /** The pool before and after them, in the call's currency. */
  before: amount,
  amount,
  must_drop_by: amount,
});
export type WalletJackpot = z.infer<typeof walletJackpotSchema>;

/** 200 answer of both calls: the balance after the batch (cash plus bonus, minor units). */
export const walletResponseSchema = z.object({
  balance: amount,
  game_id: z.string().optional(),
  transactions: z.array(walletTransactionSchema).default([]),
  /** Only when the call's bets fed a jackpot: its levels after the call. */
  jackpots: z.array(walletJackpotSchema).optional(),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/**
 * Refusals: HTTP 412 with one of these codes (403 for a bad signature, 400 for a body that is
 * not the protocol or an action id that contradicts the wallet's record). A refusal moves no
 * money.
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
  /** No wallet in the currency, or the game is not offered in it (the message says which). */
  WRONG_CURRENCY: 154,
  BAD_SIGNATURE: 403,
  /**
   * HTTP 400 with this code: the call contradicts what the wallet already holds, so sending it
   * again cannot succeed: the same `action_id` with other content (another amount, round,
   * player, currency or kind), a rollback of a rollback, a round id of another player.
   */
  DUPLICATE_ACTION: 409,
  /** A malformed body. */
  BAD_REQUEST: 400,
  /** The wallet could not decide now; the studio retries with the same ids. */
  UNKNOWN_ERROR: 500,
} as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[keyof typeof WALLET_ERROR_CODES];

/**
 * The texts public integrations of the protocol answer with each code. A refusal's `message`
 * starts with its code's text; where one code has several causes (101, 154, 400, 409) a short
 * detail follows after `: `.
 */
export const WALLET_ERROR_MESSAGES: Record<WalletErrorCode, string> = {
  100: 'Player has not enough funds to process an action',
  101: 'Player is invalid',
  105: 'Player reached customized bet limit',
  106: 'Bet exceeded max bet limit',
  107: 'Game is forbidden to the player',
  110: 'Player is disabled',
  153: "Game is not available in Player's country",
  154: 'Currency is not allowed for the player',
  400: 'Bad request',
  403: "Forbidden. (Request sign doesn't match)",
  409: 'Action already processed with other content',
  500: 'Unknown error',
};

export const walletErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  /** The balance when the wallet knows it (e.g. after 100 not enough funds). */
  balance: amount.optional(),
});
export type WalletError = z.infer<typeof walletErrorSchema>;

/**
 * Whether a studio may stop retrying: a 200 or a refusal is definitive, a 5xx or a network
 * failure is not (409 is listed for wallets of an older revision, which answered conflicts
 * with it) (the studio retries wins and rollbacks with the same ids, and rolls a bet
 * back when it never learnt its fate).
 */
export function isDefinitiveWalletStatus(status: number): boolean {
  return [200, 400, 403, 409, 412].includes(status);
}
