import { z } from 'zod';
import { JACKPOT_LEVELS } from './wallet-protocol';

/**
 * Jackpots (engagement.md §3 Jackpot, Jackpot win; requirements JP-001..JP-014; docs/api.md
 * "Jackpots"). Amounts are integers in the currency's minor units.
 */
const cents = z.number().int().nonnegative();

export const jackpotLevelSchema = z.object({
  id: z.number().int(),
  identifier: z.enum(JACKPOT_LEVELS),
  name: z.string(),
  amount_cents: cents,
  /** The published amount the level drops by (docs/game-fairness.md). */
  must_drop_by_cents: cents,
});

/** JP-001: a jackpot with its levels in `currency`, and its totals in every currency it keeps. */
export const jackpotSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  state: z.enum(['active', 'disabled']),
  currency: z.string(),
  /** The games category that feeds it (the slider's button, JP-011). */
  category: z.string(),
  levels: z.array(jackpotLevelSchema),
  /** Sum of the levels in `currency`. */
  total_cents: cents,
  /** The sum of its levels per currency. */
  totals: z.record(z.string(), cents),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotsResponseSchema = z.array(jackpotSchema);

export const jackpotsQuerySchema = z.object({
  /** Defaults to the player's currency, a guest's country's, else the brand's. */
  currency: z
    .string()
    .regex(/^[A-Z0-9]{3,5}$/)
    .optional(),
});

/** JP-004: a win as the winners lists show it; the name is masked by the server (JP-006). */
export const jackpotWinSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  created_at: z.iso.datetime(),
  jackpot_identifier: z.string(),
  jackpot_level: z.enum(JACKPOT_LEVELS),
  jackpot_level_name: z.string(),
  jackpot_original_amount_cents: cents,
  jackpot_original_currency: z.string(),
  /** In the reader's `currency` at the brand's reference rates (the original when none). */
  amount_cents: cents,
  currency: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;
export const jackpotWinsResponseSchema = z.array(jackpotWinSchema);

export const JACKPOT_WIN_SORTS = ['biggest', 'latest'] as const;
export const jackpotWinsQuerySchema = z.object({
  sort: z.enum(JACKPOT_WIN_SORTS).default('latest'),
  /** K-041: 5 by default. */
  limit: z.coerce.number().int().min(1).max(50).default(5),
  /** Only this jackpot's winners. */
  jackpot: z.string().max(64).optional(),
});

/** What one of the player's bets put into one level (which bet contributed what). */
export const jackpotContributionSchema = z.object({
  id: z.number().int(),
  jackpot_identifier: z.string(),
  jackpot_level: z.enum(JACKPOT_LEVELS),
  jackpot_level_name: z.string(),
  game: z.string(),
  round_id: z.string(),
  action_id: z.string(),
  currency: z.string(),
  stake_cents: cents,
  amount_cents: cents,
  created_at: z.iso.datetime(),
});
export const jackpotContributionsResponseSchema = z.array(jackpotContributionSchema);
export const jackpotContributionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** `jackpots_changes` (public): the pools moved; at most one every few seconds. */
export const jackpotsChangedPayloadSchema = z.object({ changed_at: z.iso.datetime() });

/** `jackpot_win_award` (the winner's own channel). */
export const jackpotWinAwardPayloadSchema = z.object({
  jackpot: z.string(),
  level: z.enum(JACKPOT_LEVELS),
  level_name: z.string(),
  amount_cents: cents,
  currency: z.string(),
  game: z.string(),
  created_at: z.iso.datetime(),
});
export type JackpotWinAwardPayload = z.infer<typeof jackpotWinAwardPayloadSchema>;
