import { z } from 'zod';
import { GAMES_MAX_PAGE_SIZE, GAMES_PAGE_SIZE } from '@croupier/domain/games/catalog-rules';
import type { GameSort } from '@croupier/domain/games/game-sorts';
import { deviceSchema, gameBadgeSchema } from './studio.js';

/**
 * The casino's game catalog as the player site reads it (platform-core.md §3 Game, §4 Game
 * tile / Play / Search / Game lists, §7 Games; GM-001..GM-032, PR-013/014, PR-024/025, JP-003).
 * The catalog is imported from the studio's feed (studio.ts) by the `catalog-sync` job.
 */

export { deviceSchema, type Device } from './studio.js';

export {
  DEMO_CURRENCY,
  GAMES_MAX_PAGE_SIZE,
  GAMES_PAGE_SIZE,
  demoId,
} from '@croupier/domain/games/catalog-rules';
export type { GameSort } from '@croupier/domain/games/game-sorts';

/** A game as `games_filter` and `games_filter/select` return it (GM-001). */
export const gameSchema = z.object({
  /** `provider/key`; the preview image is `/images/games/{identifier}.svg` (GM-002). */
  identifier: z.string(),
  name: z.string(),
  title: z.string(),
  /** Slug of the play URL: `/play/{provider}/{seo_title}` (GM-032). */
  slug: z.string(),
  seo_title: z.string(),
  provider: z.string(),
  categories: z.array(z.string()),
  badges: z.array(gameBadgeSchema),
  /** Currency → this game's version id in that currency; `FUN` is the demo version. */
  currencies: z.record(z.string(), z.object({ id: z.number().int() })),
  collections: z.array(z.string()),
  has_demo_mode: z.boolean(),
  live: z.boolean(),
  /** Published theoretical RTP, percent with two decimals as text ("96.12"). */
  rtp: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
});
export type Game = z.infer<typeof gameSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int().positive(),
  next_page: z.number().int().positive().nullable(),
  prev_page: z.number().int().positive().nullable(),
  total_pages: z.number().int().nonnegative(),
  total_count: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * `GAME_SORTS` spelled out rather than imported: the site's lazily loaded contracts chunk then
 * needs no chunk of its own for three words (games.test.ts holds the two lists equal).
 */
const gameSortSchema = z.enum(['popular', 'name', 'newest'] as const satisfies readonly GameSort[]);

/**
 * GM-010, GM-011: providers, title and categories (OR strategy within each, AND between them).
 * `sort` extends the spec's payload (docs/api.md): the lobby order unless asked otherwise.
 */
export const gamesFilterRequestSchema = z.object({
  device: deviceSchema.default('desktop'),
  filter: z
    .object({
      providers: z.array(z.string().max(64)).max(100).optional(),
      title: z.string().max(100).optional(),
      categories: z
        .object({
          identifiers: z.array(z.string().max(64)).max(50),
          strategy: z.literal('OR').default('OR'),
        })
        .optional(),
    })
    .default({}),
  sort: gameSortSchema.default('popular'),
  page: z.number().int().positive().max(10_000).default(1),
  page_size: z.number().int().positive().max(GAMES_MAX_PAGE_SIZE).default(GAMES_PAGE_SIZE),
});
export type GamesFilterRequest = z.input<typeof gamesFilterRequestSchema>;

export const gamesPageSchema = z.object({
  data: z.array(gameSchema),
  pagination: paginationSchema,
});
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** GM-012: the listed games in the request order (`game_ids` are identifiers or version ids). */
export const gamesSelectRequestSchema = z.object({
  game_ids: z.array(z.union([z.string().max(128), z.number().int()])).max(200),
  device: deviceSchema.default('desktop'),
});
export const gamesSelectResponseSchema = z.array(gameSchema);

/** GM-014. */
export const gameProviderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Games in the catalog (for the producers page). */
  games_count: z.number().int().nonnegative(),
});
export const gameProvidersResponseSchema = z.array(gameProviderSchema);
export type GameProvider = z.infer<typeof gameProviderSchema>;

export const gameCollectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});
export const gameCollectionsResponseSchema = z.array(gameCollectionSchema);

/** JP-003: per-game jackpot amounts for tiles, keyed by game identifier. */
export const gameJackpotsResponseSchema = z.record(
  z.string(),
  z.object({ currency: z.string(), amount_cents: z.number().int().nonnegative() }),
);

// ---- favourites (PR-024, PR-025) -------------------------------------------------------------

/** With `Accept-Client: v2` the list is full games; without it, `[{id}]` version ids. */
export const favoriteIdsResponseSchema = z.array(z.object({ id: z.number().int() }));
export const favoriteGamesResponseSchema = z.array(gameSchema);
export const favoriteToggleResponseSchema = z.object({ id: z.number().int() });

// ---- played games (PR-013, PR-014) -----------------------------------------------------------

export const playedGameSchema = z.object({
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    provider: z.string(),
    seo_title: z.string(),
  }),
  last_played_at: z.iso.datetime(),
  rounds: z.number().int().nonnegative(),
  bets_cents: z.number().int().nonnegative(),
  wins_cents: z.number().int().nonnegative(),
  currency: z.string(),
});
export const playedGamesResponseSchema = z.object({
  data: z.array(playedGameSchema),
  pagination: paginationSchema,
});
export type PlayedGame = z.infer<typeof playedGameSchema>;
export type PlayedGamesResponse = z.infer<typeof playedGamesResponseSchema>;

// ---- launch (GM-009, PX-01) ------------------------------------------------------------------

export const launchRequestSchema = z.object({
  mode: z.enum(['real', 'demo']),
  /** Real play: the wallet currency (defaults to the player's). Ignored for demo. */
  currency: z.string().optional(),
  device: deviceSchema.default('desktop'),
});
export type LaunchRequest = z.input<typeof launchRequestSchema>;

export const launchResponseSchema = z.object({
  /** The iframe src on the studio's origin. */
  url: z.url(),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  session_id: z.string(),
});
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

/**
 * Launch refusals, as `{error, errors}` (DESIGN.md §4) with these `error` codes:
 * - 403 `login_required`: real play as a guest (never 401, it would log the client out);
 * - 403 `limit_reached` / `blocked_by_exclusion`: the site sends the player to /profile/limits (RT-057);
 * - 422 `profile_incomplete` with `errors` naming the provider's empty required fields (PR-008);
 * - 422 `currency_not_supported`: no version of the game in that currency (GM-005);
 * - 422 `demo_not_available`: no FUN version, or a live game (GM-004);
 * - 404 `not_found`: no such game; 451 `country_restricted`: the country is restricted;
 * - 503 `studio_unavailable`: the studio did not answer.
 */
export const LAUNCH_ERRORS = [
  'login_required',
  'limit_reached',
  'blocked_by_exclusion',
  'profile_incomplete',
  'currency_not_supported',
  'demo_not_available',
  'not_found',
  'country_restricted',
  'studio_unavailable',
] as const;

/** One entry of a game page lookup: `GET /api/games/{provider}/{seo_title}` (the game page). */
export const gameBySlugResponseSchema = gameSchema;
