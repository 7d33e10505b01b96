import * as z from 'zod';

/**
 * The casino ↔ game studio boundary (DESIGN.md §6) apart from the wallet protocol
 * (wallet-protocol.ts): the catalog feed the casino imports, the server-to-server session
 * launch, the studio's own game-client API and the bridge messages a game iframe posts to the
 * casino page. Server-to-server calls are signed like the wallet's: `X-REQUEST-SIGN` = hex
 * HMAC-SHA256 of the raw body (of `''` for a GET) with the casino's secret at that studio.
 */

export const GAME_ENGINES = [
  'video-slot',
  'classic-slot',
  'roulette',
  'blackjack',
  'baccarat',
  'live-roulette',
  'live-blackjack',
] as const;
export const gameEngineSchema = z.enum(GAME_ENGINES);
export type GameEngine = z.infer<typeof gameEngineSchema>;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export const DEVICES = ['desktop', 'mobile'] as const;
export const deviceSchema = z.enum(DEVICES);
export type Device = z.infer<typeof deviceSchema>;

export const gameBadgeSchema = z.object({ type: z.string(), theme: z.string() });
export type GameBadge = z.infer<typeof gameBadgeSchema>;

/** How a thumbnail is drawn: the casino and the studio render the same SVG from it. */
export const gameArtSchema = z.object({
  /** Background gradient, two to four CSS colours. */
  palette: z.array(z.string()).min(2).max(4),
  /** Accent colour for the title and frame. */
  accent: z.string(),
  /** The theme's motif: one of the renderer's named shapes (e.g. `sun`, `gem`, `wave`). */
  motif: z.string(),
  /** A second, decorative pattern (e.g. `rays`, `dots`, `grid`). */
  pattern: z.string(),
});
export type GameArt = z.infer<typeof gameArtSchema>;

/** Bet bounds in one currency's minor units. */
export const betLimitsSchema = z.object({
  min: z.number().int().positive(),
  max: z.number().int().positive(),
});

export const catalogGameSchema = z.object({
  /** `provider/key`: unique across the catalog, stable forever (GM-001, GM-002). */
  identifier: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
  provider: z.string(),
  title: z.string(),
  /** URL slug of `/play/{provider}/{seo_title}`, unique within the provider (GM-032). */
  seo_title: z.string().regex(/^[a-z0-9-]+$/),
  engine: gameEngineSchema,
  /** The math configuration (a PAR-sheeted preset of `packages/game-math`). */
  preset: z.string(),
  /** Lobby categories (`top`, `new`, `slots`, `live`, ...) and tile flags (GM-003). */
  categories: z.array(z.string()),
  badges: z.array(gameBadgeSchema),
  collections: z.array(z.string()),
  /** Theoretical return to player in basis points (9612 = 96.12 %), from the PAR sheet. */
  rtp_bp: z.number().int().min(0).max(10_000),
  volatility: z.enum(VOLATILITIES),
  live: z.boolean(),
  /** Demo (FUN) play offered; never for live games (GM-004). */
  demo: z.boolean(),
  devices: z.array(deviceSchema).min(1),
  /** Real-money currencies the game is offered in, with their bet bounds. */
  bet_limits: z.record(z.string(), betLimitsSchema),
  art: gameArtSchema,
  /** Lower is more popular: the default lobby order. */
  popularity: z.number().int().nonnegative(),
  released_at: z.iso.date(),
});
export type CatalogGame = z.infer<typeof catalogGameSchema>;

export const catalogProviderSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
});
export type CatalogProvider = z.infer<typeof catalogProviderSchema>;

export const catalogCollectionSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
});

/** `GET {studio}/catalog` (signed): the whole feed; the casino's sync job imports it. */
export const catalogFeedSchema = z.object({
  studio: z.string(),
  generated_at: z.iso.datetime(),
  providers: z.array(catalogProviderSchema),
  collections: z.array(catalogCollectionSchema),
  games: z.array(catalogGameSchema),
});
export type CatalogFeed = z.infer<typeof catalogFeedSchema>;

/** `POST {studio}/sessions` (signed, server to server): the casino opens a game session. */
export const createStudioSessionSchema = z.object({
  game: z.string(),
  mode: z.enum(['real', 'demo']),
  /** Casino player id; absent for a guest's demo. */
  player_id: z.string().optional(),
  /** Real: the player's wallet currency. Demo: `FUN`. */
  currency: z.string(),
  locale: z.string(),
  device: deviceSchema,
  /** Where the game's lobby/close button sends the player (the casino page). */
  return_url: z.url(),
  /** The casino page's origin: the only target the bridge posts to. */
  casino_origin: z.url(),
  /** The casino's own session reference, echoed as `session_id` on every wallet call. */
  casino_session_id: z.string().optional(),
  /** Masked display name for live tables. */
  nickname: z.string().max(40).optional(),
});
export type CreateStudioSession = z.infer<typeof createStudioSessionSchema>;

export const studioSessionSchema = z.object({
  session_id: z.string(),
  /** The iframe src. */
  url: z.url(),
  expires_at: z.iso.datetime(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/**
 * `GET {studio}/rounds/:roundId` (signed, server to server): the round exactly as it was decided
 * and shown (GF-03), so the casino or an operator can re-render it and settle a dispute. `void`:
 * the round does not count (refused, or rolled back because the wallet never answered its bet).
 */
export const storedRoundSchema = z.object({
  round_id: z.string(),
  game: z.string(),
  engine: gameEngineSchema,
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  player_id: z.string().optional(),
  at: z.iso.datetime(),
  bet: z.number().int().nonnegative(),
  win: z.number().int().nonnegative(),
  status: z.enum(['open', 'settled', 'void']),
  summary: z.string(),
  /** The engine's own result: reel stops and grids, the number, the cards. */
  outcome: z.unknown(),
  /** The answer the game client was given (null while the round runs). */
  view: z.unknown(),
  /** The wallet action ids of the round, in the order they were sent. */
  wallet_actions: z.array(z.string()),
});
export type StoredRound = z.infer<typeof storedRoundSchema>;

// ---- the bridge: messages a game iframe posts to the casino page -----------------------------

export const BRIDGE_SOURCE = 'croupier-game';

const bridgeBase = { source: z.literal(BRIDGE_SOURCE), session_id: z.string() };

export const bridgeMessageSchema = z.discriminatedUnion('type', [
  /** The game is loaded and playable. */
  z.object({ ...bridgeBase, type: z.literal('ready'), game: z.string() }),
  /** The game's balance changed (after a round; minor units of `currency`). */
  z.object({
    ...bridgeBase,
    type: z.literal('balance'),
    currency: z.string(),
    balance: z.number().int().nonnegative(),
  }),
  /** A round ended. */
  z.object({
    ...bridgeBase,
    type: z.literal('round'),
    round_id: z.string(),
    bet: z.number().int().nonnegative(),
    win: z.number().int().nonnegative(),
    currency: z.string(),
  }),
  /** The wallet refused: the casino may offer the cashbox (`not_enough_funds`) or the limits page. */
  z.object({
    ...bridgeBase,
    type: z.literal('error'),
    code: z.enum([
      'not_enough_funds',
      'limit_reached',
      'player_disabled',
      'session_expired',
      'unavailable',
    ]),
    message: z.string(),
  }),
  /** The player asked to leave the game, or to deposit. */
  z.object({ ...bridgeBase, type: z.literal('close') }),
  z.object({ ...bridgeBase, type: z.literal('deposit') }),
]);
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;
