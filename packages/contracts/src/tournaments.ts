import { z } from 'zod';

/**
 * Tournaments, quests and achievements (engagement.md §3 Tournament, §3 Quest, §4 Tournaments,
 * promos and quests, §7; platform-core.md §4; requirements TN-001..TN-012, TN-020..TN-033).
 * The spec leaves every response shape open (TN-008); the shapes below are that proposal,
 * extended, and are written down in docs/api.md "Tournaments, quests and achievements".
 *
 * One table of brand items serves all three: an item whose `frontend_identifier` contains
 * `quest` is a quest, one containing `achievement` is an achievement, `nonvisible` is never
 * listed (TN-002). Points are integers; what a point is depends on `scoring` (see
 * `tournamentScoringSchema`). Money is in minor units of the named currency.
 */

const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);
const isoTime = z.string().datetime({ offset: true });

/** TN-003 / K-122: the `/tournaments` tabs (`all` is every non-quest item, not a type). */
export const TOURNAMENT_TYPES = [
  'tournament',
  'producers',
  'action',
  'live',
  'achievements',
  'lottery',
  'quest',
] as const;
export const tournamentTypeSchema = z.enum(TOURNAMENT_TYPES);
export type TournamentType = z.infer<typeof tournamentTypeSchema>;

/** TN-002: what the identifier makes of an item. */
export const TOURNAMENT_KINDS = ['tournament', 'quest', 'achievement'] as const;
export const tournamentKindSchema = z.enum(TOURNAMENT_KINDS);
export type TournamentKind = z.infer<typeof tournamentKindSchema>;

/** TN-004 / K-121: status from dates (future, active, archive). */
export const TOURNAMENT_STATUSES = ['future', 'active', 'archive'] as const;
export const tournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

/**
 * How points are counted (TN-033 extended):
 * - `bet_sum`: qualifying bets in minor units of the tournament's currency (EUR cents for a
 *   quest), converted at the booking's rate; a rollback takes its bet back out;
 * - `bet_count`: number of qualifying bets;
 * - `win_to_bet`: the best single round's win ÷ bet, in hundredths (x2.5 → 250);
 * - `biggest_multiplier`: the biggest single win ÷ its round's bet, in hundredths.
 */
export const TOURNAMENT_SCORINGS = [
  'bet_sum',
  'bet_count',
  'win_to_bet',
  'biggest_multiplier',
] as const;
export const tournamentScoringSchema = z.enum(TOURNAMENT_SCORINGS);
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/** TN-009: `automatic` counts every eligible player; `confirmation` only those who joined. */
export const TOURNAMENT_ENTRIES = ['automatic', 'confirmation'] as const;
export const tournamentEntrySchema = z.enum(TOURNAMENT_ENTRIES);
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

/** Prize kinds, each paid by an existing grant path (gifts, comp points, lootboxes). */
export const TOURNAMENT_PRIZE_KINDS = [
  'money',
  'bonus',
  'freespins',
  'comp_points',
  'lootbox',
] as const;
export const tournamentPrizeKindSchema = z.enum(TOURNAMENT_PRIZE_KINDS);
export type TournamentPrizeKind = z.infer<typeof tournamentPrizeKindSchema>;

/**
 * One prize: `amount_cents` for money and bonus (in `currency`), `freespins_count` for free
 * spins, `comp_points` for comp points, `lootbox_title` for a lootbox. The others are null.
 */
export const tournamentPrizeSchema = z.object({
  kind: tournamentPrizeKindSchema,
  title: z.string(),
  currency: currencyCode.nullable(),
  amount_cents: minorUnits.nullable(),
  freespins_count: z.number().int().nonnegative().nullable(),
  comp_points: z.number().int().nonnegative().nullable(),
  lootbox_title: z.string().nullable(),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** A row of the prize table: places `from_place..to_place` (inclusive) each get `prize`. */
export const tournamentPrizePlaceSchema = z.object({
  from_place: z.number().int().positive(),
  to_place: z.number().int().positive(),
  prize: tournamentPrizeSchema,
});
export type TournamentPrizePlace = z.infer<typeof tournamentPrizePlaceSchema>;

/** TN-001 / TN-010: a leaderboard row. `nickname` is masked for everyone but the player. */
export const tournamentTopPlayerSchema = z.object({
  award_place: z.number().int().positive(),
  nickname: z.string(),
  points: minorUnits,
  /** The row's qualifying bet sum, in minor units of the tournament's currency. */
  bets: minorUnits,
  /** What the place pays (null: outside the prize table). */
  prize: tournamentPrizeSchema.nullable(),
  /** The signed-in player's own row. */
  is_me: z.boolean(),
});
export type TournamentTopPlayer = z.infer<typeof tournamentTopPlayerSchema>;

/** What counts: empty lists mean "any". `min_bet_cents` is in the tournament's currency. */
export const tournamentQualifyingSchema = z.object({
  games: z.array(z.string()),
  categories: z.array(z.string()),
  providers: z.array(z.string()),
  min_bet_cents: minorUnits,
});
export type TournamentQualifying = z.infer<typeof tournamentQualifyingSchema>;

/** TN-013: a terms file. */
export const tournamentTermsFileSchema = z.object({
  url: z.string(),
  categories: z.array(z.string()),
});
export type TournamentTermsFile = z.infer<typeof tournamentTermsFileSchema>;

/** TN-020 / TN-021: quest sizes (K-102), default m. */
export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export const questSizeSchema = z.enum(QUEST_SIZES);
export type QuestSize = z.infer<typeof questSizeSchema>;

/** TN-026 / K-125. */
export const QUEST_LEVEL_STATES = ['active', 'completed', 'locked'] as const;
export const questLevelStateSchema = z.enum(QUEST_LEVEL_STATES);
export type QuestLevelState = z.infer<typeof questLevelStateSchema>;

/** One level of a quest's ladder: the threshold is total bets in whole EUR (TN-022..TN-024). */
export const questLevelSchema = z.object({
  /** 1-based. */
  level: z.number().int().positive(),
  threshold_eur: z.number().int().nonnegative(),
  /** What reaching the level pays once (null: nothing). */
  prize: tournamentPrizeSchema.nullable(),
});
export type QuestLevel = z.infer<typeof questLevelSchema>;

/** A quest's ladder as the tournament carries it. */
export const questInfoSchema = z.object({
  size: questSizeSchema,
  slug: z.string(),
  levels: z.array(questLevelSchema).min(1),
});
export type QuestInfo = z.infer<typeof questInfoSchema>;

/**
 * A level as the player stands on it (TN-025, TN-026). The threshold and prize are the item's (`quest.levels`,
 * joined by `level`): the status is pushed on every change, for every quest a bet counts in,
 * and carrying each level's prize again made the pushes of a busy batch megabytes.
 */
export const questLevelProgressSchema = z.object({
  /** 1-based, as in the item's `quest.levels`. */
  level: z.number().int().positive(),
  state: questLevelStateSchema,
  /** The level's prize has been paid to the player. */
  granted: z.boolean(),
});
export type QuestLevelProgress = z.infer<typeof questLevelProgressSchema>;

/** The player's standing in a quest. `bets_eur_cents` is already in EUR cents (TN-027). */
export const questProgressSchema = z.object({
  bets_eur_cents: minorUnits,
  /** 1-based index of the current (active) level. */
  current_level: z.number().int().positive(),
  /** Threshold of the next level in whole EUR (null at the top). */
  next_threshold_eur: z.number().int().nonnegative().nullable(),
  levels: z.array(questLevelProgressSchema),
});
export type QuestProgress = z.infer<typeof questProgressSchema>;

/** Achievement goals, each counted from the typed events. */
export const ACHIEVEMENT_GOALS = [
  'first_deposit',
  'deposit_count',
  'spin_count',
  'multiplier',
  'bet_sum',
] as const;
export const achievementGoalKindSchema = z.enum(ACHIEVEMENT_GOALS);
export type AchievementGoalKind = z.infer<typeof achievementGoalKindSchema>;

/**
 * An achievement's goal: `target` deposits, spins, a multiplier in hundredths (x100 → 10000) or
 * a bet sum in EUR cents; `provider` narrows spins and multipliers to one studio.
 */
export const achievementGoalSchema = z.object({
  kind: achievementGoalKindSchema,
  target: z.number().int().positive(),
  provider: z.string().nullable(),
});
export type AchievementGoal = z.infer<typeof achievementGoalSchema>;

export const achievementInfoSchema = z.object({
  goal: achievementGoalSchema,
  /** Badge image path served by the player site. */
  badge: z.string(),
  reward: tournamentPrizeSchema.nullable(),
});
export type AchievementInfo = z.infer<typeof achievementInfoSchema>;

/** The player's progress towards an achievement (`progress` in the goal's unit). */
export const achievementProgressSchema = z.object({
  progress: minorUnits,
  target: z.number().int().positive(),
  completed_at: isoTime.nullable(),
  granted: z.boolean(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;

/** TN-001 / TN-008: an item of `GET /api/tournaments`. */
export const tournamentSchema = z.object({
  id: z.number().int().positive(),
  frontend_identifier: z.string(),
  title: z.string(),
  description: z.string(),
  type: tournamentTypeSchema,
  kind: tournamentKindSchema,
  currency: currencyCode,
  group_ids: z.array(z.number().int()),
  start_at: isoTime,
  end_at: isoTime,
  status: tournamentStatusSchema,
  scoring: tournamentScoringSchema,
  entry: tournamentEntrySchema,
  qualifying: tournamentQualifyingSchema,
  prizes: z.array(tournamentPrizePlaceSchema),
  /** TN-010: the top ten, best first. */
  top_players: z.array(tournamentTopPlayerSchema),
  /** Sum of every counted player's qualifying bets, minor units of `currency`. */
  bets: minorUnits,
  players_count: z.number().int().nonnegative(),
  /** Closed at `end_at`: the leaderboard is frozen and prizes are paid. */
  finished: z.boolean(),
  terms_file: tournamentTermsFileSchema.nullable(),
  image: z.string().nullable(),
  quest: questInfoSchema.nullable(),
  achievement: achievementInfoSchema.nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** `GET /api/tournaments` and `GET /api/tournaments/recent` (the last 10 archived). */
export const tournamentListSchema = z.array(tournamentSchema);
export type TournamentList = z.infer<typeof tournamentListSchema>;

/** `GET /api/tournaments/{id}` (id or frontend_identifier): up to 100 leaderboard rows. */
export const tournamentDetailSchema = tournamentSchema.extend({
  leaderboard: z.array(tournamentTopPlayerSchema),
  /** The signed-in player's own row when outside `leaderboard` (null for guests / no points). */
  my_row: tournamentTopPlayerSchema.nullable(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/** TN-008 `player`: where the player stands in each visible running or future item. */
export const TOURNAMENT_PLAYER_STATUSES = ['joined', 'confirmation_required'] as const;
export const tournamentPlayerEntrySchema = z.object({
  tournament_id: z.number().int().positive(),
  status: z.enum(TOURNAMENT_PLAYER_STATUSES),
  /** null: no points yet. */
  place: z.number().int().positive().nullable(),
  points: minorUnits,
  bets: minorUnits,
});
export type TournamentPlayerEntry = z.infer<typeof tournamentPlayerEntrySchema>;
export const tournamentPlayerListSchema = z.array(tournamentPlayerEntrySchema);

/** TN-008 `{id}/status`, the confirm answer and the `tournaments_statuses` push data. */
export const tournamentPlayerStatusSchema = z.object({
  tournament_id: z.number().int().positive(),
  /** The item is closed: `place`, `points` and `prize` are final (the close pushes this). */
  finished: z.boolean(),
  place: z.number().int().positive().nullable(),
  points: minorUnits,
  bets: minorUnits,
  confirmed: z.boolean(),
  confirmation_required: z.boolean(),
  /** What the player's current place pays (null: outside the prizes). */
  prize: tournamentPrizeSchema.nullable(),
  quest: questProgressSchema.nullable(),
  achievement: achievementProgressSchema.nullable(),
});
export type TournamentPlayerStatus = z.infer<typeof tournamentPlayerStatusSchema>;

/** `POST /api/tournaments/{id}/confirm` body (TN-009). */
export const tournamentConfirmRequestSchema = z.object({ confirmed: z.literal(true) });
export type TournamentConfirmRequest = z.infer<typeof tournamentConfirmRequestSchema>;

/** `tournaments_statuses` push (event `updated`): the player's new standing in one item. */
export const tournamentsStatusesPushSchema = tournamentPlayerStatusSchema;
export type TournamentsStatusesPush = z.infer<typeof tournamentsStatusesPushSchema>;

/** `tournament_notifications` notices (event `notice`). */
export const TOURNAMENT_NOTICE_KINDS = [
  'entered_prizes',
  'dropped_out',
  'won',
  'quest_level',
  'achievement',
] as const;
export const tournamentNoticeKindSchema = z.enum(TOURNAMENT_NOTICE_KINDS);
export type TournamentNoticeKind = z.infer<typeof tournamentNoticeKindSchema>;

export const tournamentNotificationPushSchema = z.object({
  kind: tournamentNoticeKindSchema,
  tournament_id: z.number().int().positive(),
  frontend_identifier: z.string(),
  title: z.string(),
  /** The place for entered/dropped/won; the level for quest_level; null for achievement. */
  place: z.number().int().positive().nullable(),
  prize: tournamentPrizeSchema.nullable(),
});
export type TournamentNotificationPush = z.infer<typeof tournamentNotificationPushSchema>;

/** `{id}` of the tournament paths: the numeric id or the `frontend_identifier` (else 422). */
export const tournamentIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/),
});
export type TournamentIdParams = z.infer<typeof tournamentIdParamsSchema>;
