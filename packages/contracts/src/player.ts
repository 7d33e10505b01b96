import { z } from 'zod';
import { currencyCodeSchema } from './users.js';

/**
 * `GET /api/player` (EP-019; platform-core.md §3 Player; requirements PR-001..PR-003, SS-001,
 * SS-002). The session is logged in exactly when the body carries `id`; a guest gets 200 `{}`,
 * never 401 (a 401 logs the client out). Every field is optional here so the guest answer and
 * the signed-in answer share one contract; the accounts module fills them in.
 */

const text = z.string().nullable().optional();
const flag = z.boolean().optional();
/** UTC ISO-8601 instant. */
const instant = z.string().nullable().optional();

export const playerStatusSchema = z.object({ id: z.number().int(), name: z.string() });

export const playerSchema = z.object({
  id: z.number().int().optional(),
  email: z.string().optional(),
  first_name: text,
  last_name: text,
  nickname: text,
  /** PR-003: `m` or `f`. */
  gender: z.enum(['m', 'f']).nullable().optional(),
  /** PR-003: `YYYY-MM-DD` on the wire; the UI shows DD/MM/YYYY. */
  date_of_birth: text,
  country: text,
  city: text,
  address: text,
  postal_code: text,
  state: text,
  mobile_phone: text,
  receive_promos: flag,
  receive_sms_promos: flag,
  currency: text,
  language: text,
  confirmed_at: instant,
  created_at: instant,
  current_sign_in_at: instant,
  statuses: z.array(playerStatusSchema).optional(),
  /** Profile fields still to fill in; may contain `terms_acceptance`. */
  auth_fields_missed: z.array(z.string()).optional(),
  deposit_bonus_code: text,
  can_issue_bonuses: flag,
  autoregistered: flag,
  verified: flag,
  sumsub_verified: flag,
  license_name: text,
  sow_questionnaire_expires_at: instant,
  two_factor_enabled: flag,
  profession: text,
  /** PR-003: group ids. */
  groups: z.array(z.number().int()).optional(),
  /** PR-003: `level_1` … `level_12`. */
  level: text,
  /** PR-003: the VIP flag. */
  vip: flag,
  /** PR-002: alternative names the client also reads (`user_id` = id, `locale` = language). */
  user_id: z.number().int().optional(),
  locale: text,
  nick_name: text,
});
export type Player = z.infer<typeof playerSchema>;

/** SS-001: the one test of "logged in". */
export function isSignedIn(player: Player): player is Player & { id: number } {
  return typeof player.id === 'number';
}

// ---- the player's own data beside the profile (docs/api.md "Accounts: player data endpoints")

/** `POST /api/player/groups` → the player's group ids after the change (PR-015). */
export const playerGroupsResponseSchema = z.object({ groups: z.array(z.number().int()) });
export type PlayerGroupsResponse = z.infer<typeof playerGroupsResponseSchema>;

/**
 * `GET /api/player/stats` (PR-012) for the profile and VIP progress. Sums are integer minor
 * units of `currency` (the active wallet's). All zero until the money module records deposits,
 * cash-outs and bets; then it fills them from its ledger.
 */
export const playerStatsSchema = z.object({
  deposits_count: z.number().int().nonnegative(),
  deposits_sum_cents: z.number().int().nonnegative(),
  cashouts_sum_cents: z.number().int().nonnegative(),
  bets_sum_cents: z.number().int().nonnegative(),
  currency: z.string(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/**
 * One wallet per currency (platform-core.md §3 Account; PR-017). Amounts are integer minor
 * units; `available_to_cashout_cents` excludes bonus money (PR-022). Exactly one is `active`.
 */
export const playerAccountSchema = z.object({
  currency: z.string(),
  active: z.boolean(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
});
export const playerAccountsResponseSchema = z.array(playerAccountSchema);
export type PlayerAccount = z.infer<typeof playerAccountSchema>;
export type PlayerAccountsResponse = z.infer<typeof playerAccountsResponseSchema>;

/** PR-018: `compatibility` is accepted and ignored (the api has one account shape). */
export const playerAccountsQuerySchema = z.object({
  compatibility: z.string().max(32).optional(),
});

/**
 * `POST /api/player/accounts` (PR-019): selects the wallet in `currency`, opening it when the
 * brand offers that currency (demo currencies excluded); otherwise 422 `errors.currency`.
 */
export const selectAccountRequestSchema = z.object({ currency: currencyCodeSchema });
export type SelectAccountRequest = z.infer<typeof selectAccountRequestSchema>;
