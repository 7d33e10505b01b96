import * as z from 'zod';
import { gameArtSchema, gameEngineSchema } from '@croupier/contracts/studio';

/**
 * The studio's own API between its game clients (the iframe) and its server. Not part of the
 * casino boundary: the casino never calls it. Amounts are integers in the session currency's
 * minor units (FUN cents in demo). The server maps game-math results to these views, so the
 * clients depend on this file only.
 */

const amount = z.number().int().nonnegative();

export const cardSchema = z.object({
  rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
  suit: z.enum(['S', 'H', 'D', 'C']),
});
export type Card = z.infer<typeof cardSchema>;

export const slotSymbolViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['low', 'high', 'wild', 'scatter']),
});

export const roundSummarySchema = z.object({
  round_id: z.string(),
  at: z.iso.datetime(),
  bet: amount,
  win: amount,
  /** One line for the history list: "3× Sun on line 4", "17 red", "Banker 8 – 6". */
  summary: z.string(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

/**
 * Free spins of a casino issue: played at `bet` without staking, each spin sent as
 * `{freespin_issue_id}` until `left` is 0; then the game plays with real stakes again.
 */
export const freespinsViewSchema = z.object({
  issue_id: z.string(),
  left: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The stake each spin plays at (paid by the casino, not the player). */
  bet: amount,
  valid_until: z.iso.datetime(),
});
export type FreespinsView = z.infer<typeof freespinsViewSchema>;

/** `GET /api/sessions/:sid`: everything the client needs to draw the game. */
export const sessionViewSchema = z.object({
  session_id: z.string(),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  /** Minor units per major unit of `currency` (100 for EUR, 10^8 for BTC). */
  subunits: z.number().int().positive(),
  balance: amount,
  locale: z.string(),
  return_url: z.string(),
  casino_origin: z.string(),
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    provider_title: z.string(),
    engine: gameEngineSchema,
    art: gameArtSchema,
  }),
  /** Stake choices (total stake per round), ascending. */
  bets: z.object({ levels: z.array(amount).min(1), default: amount }),
  slot: z
    .object({
      reels: z.number().int().positive(),
      rows: z.number().int().positive(),
      symbols: z.array(slotSymbolViewSchema),
      /** Paylines as a row index per reel; absent for a ways game. */
      lines: z.array(z.array(z.number().int())).optional(),
      ways: z.boolean(),
      /** The first grid shown before any spin. */
      idle_grid: z.array(z.array(z.string())),
    })
    .optional(),
  /** Live games: the shared table the session is seated at. */
  live: z.object({ table_id: z.string(), socket_url: z.string() }).optional(),
  /** The player's last rounds in this game, newest first. */
  history: z.array(roundSummarySchema),
  /** Free spins the casino issued that this game offers now (null or absent: none). */
  freespins: freespinsViewSchema.nullable().optional(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

// ---- slots ---------------------------------------------------------------------------------

/** A spin at `bet`, or one of the casino's free spins (`freespin_issue_id`, at the issue's bet). */
export const slotSpinRequestSchema = z
  .object({
    bet: amount.positive().optional(),
    freespin_issue_id: z.string().min(1).max(128).optional(),
  })
  .refine((body) => body.bet !== undefined || body.freespin_issue_id !== undefined, {
    path: ['bet'],
    message: 'give the bet, or the free-spin issue to play',
  });
export const slotWinViewSchema = z.object({
  symbol: z.string(),
  count: z.number().int(),
  /** Payline index, absent for ways and scatter wins. */
  line: z.number().int().optional(),
  /** [reel, row] of each symbol in the win. */
  positions: z.array(z.tuple([z.number().int(), z.number().int()])),
  amount,
});
export const slotSpinViewSchema = z.object({
  /** grid[reel][row] symbol ids. */
  grid: z.array(z.array(z.string())),
  wins: z.array(slotWinViewSchema),
  free_spins_awarded: z.number().int().nonnegative(),
  multiplier: z.number().int().positive(),
  win: amount,
});
/** The round: the base spin, then any free spins it triggered (all settled in one round). */
export const slotRoundViewSchema = z.object({
  round_id: z.string(),
  /** What the player staked: 0 for a free spin. */
  bet: amount,
  win: amount,
  balance: amount,
  spins: z.array(slotSpinViewSchema).min(1),
  /** A free spin: its issue after this spin (the client counts `left` down). */
  freespins: freespinsViewSchema.optional(),
});
export type SlotRoundView = z.infer<typeof slotRoundViewSchema>;

// ---- roulette (European, single zero) --------------------------------------------------------

export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('straight'), numbers: z.array(z.number().int()).length(1), amount }),
  z.object({ kind: z.literal('split'), numbers: z.array(z.number().int()).length(2), amount }),
  z.object({ kind: z.literal('street'), numbers: z.array(z.number().int()).length(3), amount }),
  z.object({ kind: z.literal('corner'), numbers: z.array(z.number().int()).length(4), amount }),
  z.object({ kind: z.literal('line'), numbers: z.array(z.number().int()).length(6), amount }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount }),
  z.object({ kind: z.enum(['dozen', 'column']), index: z.number().int().min(1).max(3), amount }),
]);
export type RouletteBetView = z.infer<typeof rouletteBetSchema>;
export const rouletteSpinRequestSchema = z.object({
  bets: z.array(rouletteBetSchema).min(1).max(50),
});
export const rouletteRoundViewSchema = z.object({
  round_id: z.string(),
  number: z.number().int().min(0).max(36),
  color: z.enum(['red', 'black', 'green']),
  bet: amount,
  win: amount,
  balance: amount,
});

// ---- baccarat --------------------------------------------------------------------------------

export const baccaratBetSchema = z.object({
  on: z.enum(['player', 'banker', 'tie']),
  amount: amount.positive(),
});
export const baccaratDealRequestSchema = z.object({
  bets: z.array(baccaratBetSchema).min(1).max(3),
});
export const baccaratRoundViewSchema = z.object({
  round_id: z.string(),
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  bet: amount,
  win: amount,
  balance: amount,
});

// ---- blackjack -------------------------------------------------------------------------------

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export const blackjackDealRequestSchema = z.object({ bet: amount.positive() });
export const blackjackActionRequestSchema = z.object({ action: blackjackActionSchema });
export const blackjackHandViewSchema = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  soft: z.boolean(),
  bet: amount,
  status: z.enum(['playing', 'stood', 'bust', 'blackjack', 'done']),
  result: z.enum(['win', 'lose', 'push', 'blackjack']).optional(),
  win: amount.optional(),
});
export const blackjackRoundViewSchema = z.object({
  round_id: z.string(),
  hands: z.array(blackjackHandViewSchema).min(1),
  active_hand: z.number().int().nullable(),
  /** While the round runs, the hole card is not sent. */
  dealer: z.object({ cards: z.array(cardSchema), total: z.number().int().nullable() }),
  actions: z.array(blackjackActionSchema),
  finished: z.boolean(),
  bet: amount,
  win: amount,
  balance: amount,
});
export type BlackjackRoundView = z.infer<typeof blackjackRoundViewSchema>;

// ---- live tables (WebSocket `/live/:sessionId`, JSON frames) ----------------------------------

export const liveTableStateSchema = z.object({
  type: z.literal('state'),
  table_id: z.string(),
  engine: z.enum(['live-roulette', 'live-blackjack']),
  phase: z.enum(['betting', 'closed', 'playing', 'result']),
  round_id: z.string(),
  /** When the phase ends (ISO); the clients count down to it. */
  phase_ends_at: z.iso.datetime(),
  seated: z.number().int().nonnegative(),
  /** Roulette: the winning number once drawn. */
  number: z.number().int().min(0).max(36).optional(),
  /** Blackjack: the dealer's cards and each seat's hand (own seat marked). */
  dealer: z.array(cardSchema).optional(),
  seats: z
    .array(
      z.object({
        nickname: z.string(),
        mine: z.boolean(),
        cards: z.array(cardSchema),
        total: z.number().int(),
        bet: amount,
        status: z.string(),
      }),
    )
    .optional(),
  /** This player's stake and win in the round. */
  my_bet: amount,
  my_win: amount.optional(),
  balance: amount,
  /** Recent winning numbers or outcomes, newest first. */
  recent: z.array(z.string()),
});
export type LiveTableState = z.infer<typeof liveTableStateSchema>;

/** `POST /api/sessions/:sid/live/bets` during `betting`. */
export const liveBetRequestSchema = z.object({
  bets: z.array(rouletteBetSchema).max(50).optional(),
  /** Live blackjack: the seat's stake. */
  bet: amount.positive().optional(),
});
/** `POST /api/sessions/:sid/live/action` during `playing` (live blackjack). */
export const liveActionRequestSchema = z.object({ action: z.enum(['hit', 'stand', 'double']) });

// ---- refusals --------------------------------------------------------------------------------

export const CLIENT_ERROR_CODES = [
  'not_enough_funds',
  'limit_reached',
  'player_disabled',
  'session_expired',
  'invalid_bet',
  'round_in_progress',
  'betting_closed',
  'unavailable',
] as const;
export const clientErrorSchema = z.object({
  code: z.enum(CLIENT_ERROR_CODES),
  message: z.string(),
  balance: amount.optional(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
